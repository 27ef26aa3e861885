import { expectSaga } from 'redux-saga-test-plan';
import type { Envelope } from '../../../shared/contract/envelope';
import { uiActions } from '../uiSlice';
import { UNTIL_DONE } from '../../../testing/sagas';
import { FORM_ERROR } from './formError';
import { connectionPopups, failurePopup, popupButtons, serverErrorPopup } from './popups';
import { refuseForm, refusalOf, type FormRefusals } from './refusal';

const answer = (status_code: number, error: string | null = null): Pick<Envelope<unknown>, 'status_code' | 'error'> => ({ status_code, error });

const wrongCode = failurePopup({ messageKey: 'register.wrongCode' });
const withServerText = failurePopup({ message: 'Plate WXY1234 is registered' }, popupButtons.ok);

describe('refusalOf: the popup comes from popupFor with the form\'s overrides', () => {
  it.each<[string, ReturnType<typeof answer>, FormRefusals, unknown]>([
    ['a status the form names', answer(500, 'Invalid code'), { 500: wrongCode, formError: 'ourText' }, wrongCode],
    ['every refusal alike', answer(400), { otherwise: wrongCode, formError: 'ourText' }, wrongCode],
    ['the server text, told the form\'s way', answer(409, 'Plate WXY1234 is registered'), { serverText: (message) => failurePopup({ message }, popupButtons.ok), formError: 'popupText' }, withServerText],
    ['the defaults: the server text with TRY AGAIN', answer(400, 'Survey already submitted'), { formError: 'popupText' }, failurePopup({ message: 'Survey already submitted' })],
    ['the defaults: no text is the generic server error', answer(500), { formError: 'popupText' }, serverErrorPopup],
    ['a dropped connection says so, whatever the form tells', answer(502, 'Network error'), { otherwise: wrongCode, formError: 'ourText' }, connectionPopups.lost],
  ])('%s', (_case, refused, refusals, popup) => {
    expect(refusalOf(refused, refusals).popup).toEqual(popup);
  });
});

describe("refusalOf: the form's error", () => {
  it("'popupText' keeps the server's text as it came", () => {
    expect(refusalOf(answer(400, 'Survey already submitted'), { formError: 'popupText' }).errors).toEqual({ [FORM_ERROR]: 'Survey already submitted' });
  });

  it("'ourText' never keeps the server's text: the form says 'Oops! Our server…' (errors.generic)", () => {
    expect(refusalOf(answer(400, 'Survey already submitted'), { formError: 'ourText' }).errors).toEqual({ [FORM_ERROR]: { key: 'errors.generic' } });
  });

  it('either way our own text is kept as its key, with its values', () => {
    const serverText: FormRefusals['serverText'] = (error) => failurePopup({ messageKey: 'forgotPassword.serverText', values: { error } }, popupButtons.ok);
    const expected = { [FORM_ERROR]: { key: 'forgotPassword.serverText', values: { error: 'This mobile number is not registered' } } };
    expect(refusalOf(answer(404, 'This mobile number is not registered'), { serverText, formError: 'popupText' }).errors).toEqual(expected);
    expect(refusalOf(answer(404, 'This mobile number is not registered'), { serverText, formError: 'ourText' }).errors).toEqual(expected);
    expect(refusalOf(answer(500, 'Invalid code'), { otherwise: wrongCode, formError: 'ourText' }).errors).toEqual({ [FORM_ERROR]: { key: 'register.wrongCode' } });
  });

  it('a dropped connection and a server error keep their popup\'s text', () => {
    expect(refusalOf(answer(502, 'Timed out'), { formError: 'popupText' }).errors).toEqual({ [FORM_ERROR]: { key: 'errors.connection.timedOut' } });
    expect(refusalOf(answer(502, 'HTTP 502'), { formError: 'popupText' }).errors).toEqual({ [FORM_ERROR]: { key: 'errors.generic' } });
  });

  it('`field`: the refusal goes under that field, with no popup', () => {
    expect(refusalOf(answer(500, 'Workshop is closed'), { formError: 'popupText', field: 'newWorkshopId' })).toEqual({
      popup: null,
      errors: { newWorkshopId: 'Workshop is closed' },
    });
  });

  it('`fieldErrors`: a refusal a field answers for goes under it with no popup; null leaves it to the rest', () => {
    const refusals: FormRefusals = {
      formError: 'popupText',
      fieldErrors: ({ status_code, error }) => (status_code === 400 ? { old_password: { key: 'editProfile.oldPasswordWrong', values: { error: error ?? '' } } } : null),
    };
    expect(refusalOf(answer(400, 'Wrong password'), refusals)).toEqual({
      popup: null,
      errors: { old_password: { key: 'editProfile.oldPasswordWrong', values: { error: 'Wrong password' } } },
    });
    expect(refusalOf(answer(409, 'Email taken'), refusals)).toEqual({
      popup: failurePopup({ message: 'Email taken' }),
      errors: { [FORM_ERROR]: 'Email taken' },
    });
  });
});

describe('refuseForm', () => {
  const failed = (failure: { errors: Record<string, unknown> }) => ({ type: 'someForm/submitFailed', payload: failure });

  it("shows the popup, then settles the form with its errors; answers the popup", async () => {
    const { returnValue } = await expectSaga(refuseForm, answer(500, 'Invalid code'), failed, { otherwise: wrongCode, formError: 'ourText' })
      .put(uiActions.popupShown(wrongCode))
      .put(failed({ errors: { [FORM_ERROR]: { key: 'register.wrongCode' } } }))
      .run(UNTIL_DONE);
    expect(returnValue).toBe(wrongCode);
  });

  it('a refusal told under a field settles the form with no popup', async () => {
    await expectSaga(refuseForm, answer(500, 'Workshop is closed'), failed, { formError: 'popupText', field: 'newWorkshopId' })
      .not.put.actionType(uiActions.popupShown.type)
      .put(failed({ errors: { newWorkshopId: 'Workshop is closed' } }))
      .run(UNTIL_DONE);
  });

  it('the form\'s failed event may carry more, knowing the popup', async () => {
    const closing = (failure: { errors: Record<string, unknown> }, popup: unknown) => ({ type: 'entry/submitFailed', payload: { ...failure, closed: popup === wrongCode } });
    await expectSaga(refuseForm, answer(412), closing, { 412: wrongCode, formError: 'ourText' })
      .put({ type: 'entry/submitFailed', payload: { errors: { [FORM_ERROR]: { key: 'register.wrongCode' } }, closed: true } })
      .run(UNTIL_DONE);
  });
});
