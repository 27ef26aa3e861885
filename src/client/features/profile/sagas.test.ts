import { getContext } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import type { Profile } from '../../../shared/contract/accounts';
import { rootReducer, type RootState } from '../../app/store';
import { clearCookies, createFixtureApi, setTokenCookies } from '../../app/testUtils';
import { fetchProfile } from './sagas';
import { profileActions, selectFullName, selectProfile } from './slice';

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
    const api = createFixtureApi({ getProfile });

    const { storeState } = await expectSaga(fetchProfile)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api]])
      .put(profileActions.fetchSucceeded(profile))
      .run();

    expect(getProfile).toHaveBeenCalledWith('access-1');
    const state = storeState as RootState;
    expect(selectProfile(state)).toEqual(profile);
    expect(selectFullName(state)).toBe('Aminah binti Ali');
    expect(state.profile.status).toBe('succeeded');
  });

  it('only logs a failure (spec section 8) and keeps what it had', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createFixtureApi({ getProfile: async () => ({ status_code: 500, result: null, error: 'Boom' }) });
    const before = rootReducer(undefined, profileActions.fetchSucceeded(profile));

    const { storeState } = await expectSaga(fetchProfile)
      .withReducer(rootReducer, before)
      .provide([[getContext('api'), api]])
      .put(profileActions.fetchFailed({ status: 500, error: 'Boom' }))
      .not.put.actionType(profileActions.fetchSucceeded.type)
      .run();

    expect((storeState as RootState).profile.fullname).toBe('Aminah binti Ali');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps only the contract fields of the answer', async () => {
    const api = createFixtureApi({
      getProfile: async () => ({ status_code: 200, result: { ...profile, password: 'leak', extra: 'x' } as unknown as Profile, error: null }),
    });
    const { storeState } = await expectSaga(fetchProfile).withReducer(rootReducer).provide([[getContext('api'), api]]).run();
    const state = storeState as RootState;
    expect(state.profile.password).toBe('');
    expect(state.profile).not.toHaveProperty('extra');
  });
});
