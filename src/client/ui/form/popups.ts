import type { PopupButton, PopupRequest } from '../../app/uiSlice';

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

/** A refusal told with one of our texts (`messageKey`) or the server's own (`message`). */
export function failurePopup(text: { messageKey: string; values?: Record<string, string | number> } | { message: string }, button: PopupButton = tryAgain): PopupRequest {
  return { icon: 'error', ...text, buttons: [button] };
}

export function successPopup(messageKey: string, button: PopupButton, dismissible = false): PopupRequest {
  return { icon: 'success', messageKey, buttons: [button], dismissible };
}
