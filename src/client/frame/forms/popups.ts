import type { Envelope } from '../../../shared/contract/envelope';
import { NETWORK_FAILURE_STATUS } from '../../../shared/contract/envelope';
import { connectionProblemOf, type ConnectionProblem } from '../api/http';
import type { PopupButton, PopupRequest } from '../uiSlice';

const tryAgain: PopupButton = { labelKey: 'common.actions.tryAgain', variant: 'primary' };
const close: PopupButton = { labelKey: 'common.actions.close', variant: 'secondary' };
const ok: PopupButton = { labelKey: 'common.actions.ok', variant: 'primary' };

export const popupButtons = { tryAgain, close, ok } as const;

/** Spec section 8: a 502 or a thrown error on any account or profile call. */
export const serverErrorPopup: PopupRequest = {
  icon: 'error',
  messageKey: 'errors.generic',
  buttons: [tryAgain, close],
};

/**
 * The connection failed, not the server: the phone is offline or the line dropped, or no answer
 * came in time. Nothing was refused, so the member is told to check the connection and try again.
 */
export const connectionPopups: Record<ConnectionProblem, PopupRequest> = {
  lost: { icon: 'warning', titleKey: 'errors.connection.title', messageKey: 'errors.connection.lost', buttons: [tryAgain, close] },
  timedOut: { icon: 'warning', titleKey: 'errors.connection.title', messageKey: 'errors.connection.timedOut', buttons: [tryAgain, close] },
};

/** A refusal told with one of our texts (`messageKey`) or the server's own (`message`). */
export function failurePopup(text: { messageKey: string; values?: Record<string, string | number> } | { message: string }, button: PopupButton = tryAgain): PopupRequest {
  return { icon: 'error', ...text, buttons: [button] };
}

export function successPopup(messageKey: string, button: PopupButton, dismissible = false): PopupRequest {
  return { icon: 'success', messageKey, buttons: [button], dismissible };
}

/**
 * A feature's own popups for a refused answer, looked at in this order:
 * - `errors`: our server's named refusals (`accountErrors.captcha`), whatever their status;
 * - a status (`{ 409: mobileRegisteredPopup }`), 502 included when the feature tells it its own way;
 * - `otherwise`: every other refusal, when the feature tells them all alike;
 * - `serverText`: how the server's own text is told (default: as it is, with TRY AGAIN);
 * - `withoutText`: a refusal with no text (default: the generic server error).
 */
export interface PopupOverrides {
  [status: number]: PopupRequest;
  errors?: Record<string, PopupRequest>;
  otherwise?: PopupRequest;
  serverText?: (text: string, status: number) => PopupRequest;
  withoutText?: PopupRequest;
}

/**
 * The popup for an answer that is not the success the saga waited for. 401 never gets here as
 * such: `callApi` has refreshed and retried, or the member is being logged out. A failed
 * connection (our own 'Network error' or 'Timed out', never a server's text) says so, whatever the
 * feature tells its refusals; any other 502, such as a proxy's or a call that threw, reads as the
 * generic server error.
 */
export function popupFor(answer: Pick<Envelope<unknown>, 'status_code' | 'error'>, overrides: PopupOverrides = {}): PopupRequest {
  const { status_code: status, error } = answer;
  const connection = connectionProblemOf(answer);
  if (connection) return connectionPopups[connection];
  const { errors } = overrides;
  if (errors && typeof error === 'string' && Object.prototype.hasOwnProperty.call(errors, error)) return errors[error];
  const byStatus = overrides[status];
  if (byStatus) return byStatus;
  if (status === NETWORK_FAILURE_STATUS) return serverErrorPopup;
  if (overrides.otherwise) return overrides.otherwise;
  if (typeof error === 'string' && error !== '') {
    return overrides.serverText ? overrides.serverText(error, status) : failurePopup({ message: error });
  }
  return overrides.withoutText ?? serverErrorPopup;
}
