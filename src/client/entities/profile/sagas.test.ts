import { fork, getContext } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { afterFirstPaint } from '../../frame/firstPaint';
import type { Profile } from '../../../shared/contract/accounts';
import { appStarted } from '../../frame/events';
import { rootReducer, type RootState } from '../../member/app/store';
import { clearCookies, fixtureApi, setTokenCookies } from '../../member/app/testUtils';
import watchSession from '../../frame/session/sagas';
import { sessionActions } from '../../frame/session/slice';
import watchProfile, { fetchProfile, loadProfileForMember } from './sagas';
import { profileActions, selectFullName, selectProfile } from './slice';
import { UNTIL_DONE, untilPut } from '../../../testing/sagas';

const profile: Profile = {
  fullname: 'Aminah binti Ali',
  email: 'aminah@example.com',
  mobile_number: '60123456789',
  birth_date: '1990-04-02',
  address: '12 Jalan Ampang',
  state: 'Selangor',
  country: 'Malaysia',
  postal_code: '50450',
  password: '',
  auth_provider: null,
  referral_code: 'QX7K2M9A',
  survey_pending: false,
};

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

describe('profile/fetchRequested', () => {
  it('loads the profile with the bearer token and stores it', async () => {
    const getProfile = jest.fn(async () => ({ status_code: 200, result: profile, error: null }));
    const api = fixtureApi({ getProfile });

    const { storeState } = await expectSaga(fetchProfile)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api]])
      .put(profileActions.fetchSucceeded(profile))
      .run(UNTIL_DONE);

    expect(getProfile).toHaveBeenCalledWith('access-1');
    const state = storeState as RootState;
    expect(selectProfile(state)).toEqual(profile);
    expect(selectFullName(state)).toBe('Aminah binti Ali');
    expect(state.profile.status).toBe('succeeded');
  });

  it('only logs a failure (spec section 8) and keeps what it had', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fixtureApi({ getProfile: async () => ({ status_code: 500, result: null, error: 'Boom' }) });
    const before = rootReducer(undefined, profileActions.fetchSucceeded(profile));

    const { storeState } = await expectSaga(fetchProfile)
      .withReducer(rootReducer, before)
      .provide([[getContext('api'), api]])
      .put(profileActions.fetchFailed({ status: 500, error: 'Boom' }))
      .not.put.actionType(profileActions.fetchSucceeded.type)
      .run(UNTIL_DONE);

    expect((storeState as RootState).profile.fullname).toBe('Aminah binti Ali');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps only the contract fields of the answer', async () => {
    const api = fixtureApi({
      getProfile: async () => ({ status_code: 200, result: { ...profile, password: 'leak', extra: 'x' } as unknown as Profile, error: null }),
    });
    const { storeState } = await expectSaga(fetchProfile).withReducer(rootReducer).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    const state = storeState as RootState;
    expect(state.profile.password).toBe('');
    expect(state.profile).not.toHaveProperty('extra');
  });
});

describe('when the profile loads', () => {
  function* sessionAndProfile() {
    yield fork(watchSession);
    yield fork(watchProfile);
  }

  it('after a login, with the token the login just stored', async () => {
    const getProfile = jest.fn(async () => ({ status_code: 200, result: profile, error: null }));
    await expectSaga(untilPut(sessionAndProfile, profileActions.fetchSucceeded.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ getProfile })]])
      .dispatch(sessionActions.loggedIn({ access_token: 'access-9' }))
      .put(profileActions.fetchSucceeded(profile))
      .run(UNTIL_DONE);
    expect(getProfile).toHaveBeenCalledWith('access-9');
  });

  it('on start for a returning member, and not for a guest', async () => {
    const getProfile = jest.fn(async () => ({ status_code: 200, result: profile, error: null }));
    await expectSaga(untilPut(watchProfile, profileActions.fetchSucceeded.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ getProfile })]])
      .dispatch(appStarted())
      .put(profileActions.fetchRequested())
      .run(UNTIL_DONE);
    expect(getProfile).toHaveBeenCalledWith('access-1');

    clearCookies();
    getProfile.mockClear();
    // What the app start sets off, run to its end.
    await expectSaga(loadProfileForMember)
      .withReducer(rootReducer)
      .provide([[getContext('api'), fixtureApi({ getProfile })]])
      .not.put(profileActions.fetchRequested())
      .run(UNTIL_DONE);
    expect(getProfile).not.toHaveBeenCalled();
  });
});

describe('profile after logout', () => {
  it('is empty in a fresh state', () => {
    const state = rootReducer(undefined, profileActions.fetchSucceeded({ fullname: 'A' } as Profile));
    expect(rootReducer(state, sessionActions.loggedOut()).profile.fullname).toBe('');
  });
});

describe('a page opened fresh', () => {
  it('asks for the fresh profile as the app starts, without waiting for the first paint: the survey page decides on it', async () => {
    await expectSaga(loadProfileForMember)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(afterFirstPaint), undefined]])
      .not.call.fn(afterFirstPaint)
      .put(profileActions.fetchRequested())
      .run(UNTIL_DONE);
  });
});
