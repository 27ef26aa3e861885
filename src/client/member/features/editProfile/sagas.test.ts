import { FORM_ERROR } from 'final-form';
import { expectSaga } from 'redux-saga-test-plan';
import { getContext, take } from 'redux-saga/effects';
import { rootReducer } from '../../app/store';
import { uiActions } from '../../../frame/uiSlice';
import { connectionPopups, serverErrorPopup } from '../../../frame/forms/popups';
import { answer, fixtureApi, memberProfile } from '../../app/testUtils';
import { profileOutcome } from '../../../entities/profile/signIn';
import { profileActions } from '../../../entities/profile/slice';
import { errorText, profileSavedPopup, saveProfile } from './sagas';
import { editProfileActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const body = {
  fullname: 'Siti Aminah',
  birth_date: '1990-05-17',
  email: 'siti@example.com',
  address: '12 Jalan Ampang',
  state: 'Selangor',
  country: 'Malaysia',
  postal_code: '50450',
};
const withPassword = { ...body, old_password: 'Old#pass1', password: 'Newpass#1', password_confirm: 'Newpass#1' };

function run(api: ReturnType<typeof fixtureApi>, payload: typeof body = body, navigate = jest.fn()) {
  return expectSaga(saveProfile, editProfileActions.submitRequested(payload))
    .withReducer(rootReducer)
    .provide([
      [getContext('api'), api],
      [getContext('navigate'), navigate],
      [take(profileOutcome), profileActions.fetchSucceeded(memberProfile)],
    ]);
}

describe('edit profile saga', () => {
  it('on 200 reloads the profile, goes back to the dashboard and confirms it there', async () => {
    const api = fixtureApi();
    const navigate = jest.fn();
    const { storeState } = await run(api, body, navigate)
      .put(profileActions.fetchRequested())
      .take(profileOutcome)
      .put(editProfileActions.submitSucceeded())
      .call(navigate, '/loyalty', undefined)
      .put(uiActions.popupShown(profileSavedPopup))
      .run(UNTIL_DONE);
    expect(api.updateProfile).toHaveBeenCalledWith(body, '');
    expect(storeState.ui.popup).toEqual({ icon: 'success', messageKey: 'editProfile.saved', buttons: [{ labelKey: 'common.actions.ok', variant: 'primary' }], dismissible: true });
  });

  it('on 400 puts the server text and the old-password hint under the current password', async () => {
    const api = fixtureApi({ updateProfile: jest.fn(async () => answer(400, null, 'Current password is incorrect')) });
    const { storeState } = await run(api, withPassword).not.put.actionType(uiActions.popupShown.type).run(UNTIL_DONE);
    expect(storeState.editProfile.submission.errors).toEqual({
      old_password: { key: 'editProfile.oldPasswordWrong', values: { error: 'Current password is incorrect' } },
    });
  });

  it("on another failure shows the server's text with TRY AGAIN", async () => {
    const api = fixtureApi({ updateProfile: jest.fn(async () => answer(500, null, 'Email already in use')) });
    const { storeState } = await run(api).run(UNTIL_DONE);
    expect(storeState.ui.popup).toEqual({
      icon: 'error',
      message: 'Email already in use',
      buttons: [{ labelKey: 'common.actions.tryAgain', variant: 'primary' }],
    });
    expect(storeState.editProfile.submission.errors).toEqual({ [FORM_ERROR]: 'Email already in use' });
  });

  it("without a text says 'Please try again.'", async () => {
    const api = fixtureApi({ updateProfile: jest.fn(async () => answer(500)) });
    const { storeState } = await run(api).run(UNTIL_DONE);
    expect(storeState.ui.popup).toMatchObject({ messageKey: 'editProfile.tryAgainText' });
  });

  it('on a 502 from the server side shows the generic popup', async () => {
    const api = fixtureApi({ updateProfile: jest.fn(async () => answer(502, null, 'HTTP 502')) });
    await run(api).put(uiActions.popupShown(serverErrorPopup)).run(UNTIL_DONE);
  });

  it('on a dropped connection shows the connection popup', async () => {
    const api = fixtureApi({ updateProfile: jest.fn(async () => answer(502, null, 'Network error')) });
    await run(api).put(uiActions.popupShown(connectionPopups.lost)).run(UNTIL_DONE);
  });

  it('stringifies an error object', () => {
    expect(errorText({ email: 'taken' })).toBe('{"email":"taken"}');
    expect(errorText('')).toBeNull();
  });
});
