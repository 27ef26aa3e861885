import type { Envelope } from '../../../shared/contract/envelope';
import { connectionPopups, failurePopup, popupButtons, popupFor, serverErrorPopup } from './popups';

const answer = (status_code: number, error: string | null = null): Envelope<unknown> => ({ status_code, result: null, error });

const conflict = failurePopup({ messageKey: 'register.mobileRegistered' }, popupButtons.ok);
const wrongCode = failurePopup({ messageKey: 'register.wrongCode' });
const captcha = failurePopup({ messageKey: 'rules.captchaRequired' }, popupButtons.ok);

describe('popupFor, the defaults', () => {
  it.each([
    ['502, the phone is offline or the connection dropped (its text is ours, never shown)', answer(502, 'Network error'), connectionPopups.lost],
    ['502, no answer within the time limit', answer(502, 'Timed out'), connectionPopups.timedOut],
    ['502 from a proxy, a real server error', answer(502, 'HTTP 502'), serverErrorPopup],
    ['502 from a call that threw', answer(502), serverErrorPopup],
    ['500 without a text', answer(500), serverErrorPopup],
    ['503 with an empty text', answer(503, ''), serverErrorPopup],
    ['400 without a text', answer(400), serverErrorPopup],
    ['400 with the server text', answer(400, 'Please wait before requesting another code'), failurePopup({ message: 'Please wait before requesting another code' })],
    ['500 with the server text', answer(500, 'Workshop is closed'), failurePopup({ message: 'Workshop is closed' })],
  ])('%s', (_case, res, popup) => {
    expect(popupFor(res)).toEqual(popup);
  });

  it('the generic popup is "Oops! Our server…" with TRY AGAIN and Close', () => {
    expect(serverErrorPopup).toEqual({
      icon: 'error',
      messageKey: 'errors.generic',
      buttons: [
        { labelKey: 'common.actions.tryAgain', variant: 'primary' },
        { labelKey: 'common.actions.close', variant: 'secondary' },
      ],
    });
  });

  it('the connection popups are our own texts with TRY AGAIN and Close, not the server error', () => {
    expect(connectionPopups.lost).toEqual({
      icon: 'warning',
      titleKey: 'errors.connection.title',
      messageKey: 'errors.connection.lost',
      buttons: [
        { labelKey: 'common.actions.tryAgain', variant: 'primary' },
        { labelKey: 'common.actions.close', variant: 'secondary' },
      ],
    });
    expect(connectionPopups.timedOut.messageKey).toBe('errors.connection.timedOut');
  });

  it('the server text goes out with TRY AGAIN', () => {
    expect(popupFor(answer(403, 'Not allowed'))).toEqual({ icon: 'error', message: 'Not allowed', buttons: [popupButtons.tryAgain] });
  });
});

describe('popupFor, a feature overrides', () => {
  it('by status: 409 register conflict, 500 wrong verification code', () => {
    expect(popupFor(answer(409, 'Mobile number has been registered'), { 409: conflict })).toBe(conflict);
    expect(popupFor(answer(500, 'Invalid code'), { 500: wrongCode })).toBe(wrongCode);
  });

  it('a status it does not name keeps the defaults', () => {
    expect(popupFor(answer(502), { 409: conflict })).toBe(serverErrorPopup);
    expect(popupFor(answer(400, 'Bad'), { 409: conflict })).toEqual(failurePopup({ message: 'Bad' }));
  });

  it('502 too, when the feature tells a server error its own way; a failed connection still says so', () => {
    const closeOnly = { icon: 'error' as const, messageKey: 'errors.generic', buttons: [popupButtons.close] };
    expect(popupFor(answer(502, 'HTTP 502'), { 502: closeOnly })).toBe(closeOnly);
    expect(popupFor(answer(502, 'Network error'), { 502: closeOnly })).toBe(connectionPopups.lost);
  });

  it('by a named error of our server, before its status', () => {
    const overrides = { errors: { 'Validation error': captcha }, 400: conflict };
    expect(popupFor(answer(400, 'Validation error'), overrides)).toBe(captcha);
    expect(popupFor(answer(400, 'Something else'), overrides)).toBe(conflict);
  });

  it('a named error is looked up as a key of its own, not through the prototype', () => {
    expect(popupFor(answer(400, 'toString'), { errors: {} })).toEqual(failurePopup({ message: 'toString' }));
  });

  it('otherwise: every other refusal alike, text or none, but a 502 stays generic and a failed connection says so', () => {
    expect(popupFor(answer(500, 'Invalid code'), { otherwise: wrongCode })).toBe(wrongCode);
    expect(popupFor(answer(400), { otherwise: wrongCode })).toBe(wrongCode);
    expect(popupFor(answer(502, 'HTTP 502'), { otherwise: wrongCode })).toBe(serverErrorPopup);
    expect(popupFor(answer(502, 'Timed out'), { otherwise: wrongCode })).toBe(connectionPopups.timedOut);
  });

  it('serverText: how the server text is told, knowing the status', () => {
    const serverText = (message: string, status: number) => (status < 500 ? failurePopup({ message }, popupButtons.ok) : serverErrorPopup);
    expect(popupFor(answer(409, 'Plate taken'), { serverText })).toEqual(failurePopup({ message: 'Plate taken' }, popupButtons.ok));
    expect(popupFor(answer(500, 'Internal'), { serverText })).toBe(serverErrorPopup);
    expect(popupFor(answer(409), { serverText })).toBe(serverErrorPopup);
  });

  it('withoutText: a refusal with no text', () => {
    const tryAgain = failurePopup({ messageKey: 'editProfile.tryAgainText' });
    expect(popupFor(answer(500), { withoutText: tryAgain })).toBe(tryAgain);
    expect(popupFor(answer(502), { withoutText: tryAgain })).toBe(serverErrorPopup);
  });
});
