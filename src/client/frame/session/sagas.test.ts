import { getContext } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../member/app/store';
import { LANGUAGE_STORAGE_KEY } from '../storage';
import { clearCookies, createTestStore, fixtureApi, setTokenCookies } from '../../member/app/testUtils';
import { readAccessToken } from './cookies';
import { logout } from './sagas';
import { sessionActions } from './slice';
import { UNTIL_DONE } from '../../../testing/sagas';

afterEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});

describe('session/loggedIn', () => {
  it('stores the access token in its cookie, never a refresh token, and marks the member logged in', () => {
    // Even an answer that carries the refresh token (an older server) does not put it in reach of scripts.
    const tokens = { access_token: 'access-9', refresh_token: 'refresh-9' };
    // The app's store, whose sagas see an action as it is dispatched.
    const store = createTestStore();
    store.dispatch(sessionActions.loggedIn(tokens));

    expect(readAccessToken()).toBe('access-9');
    expect(document.cookie).not.toContain('refresh');
    expect(store.getState().session.isLoggedIn).toBe(true);
  });
});

describe('session/logoutRequested', () => {
  function memberState(): RootState {
    const state = rootReducer(undefined, { type: 'init' });
    return {
      ...state,
      session: { isLoggedIn: true, refreshing: false, status: 'loading' },
      profile: { ...state.profile, fullname: 'Aminah binti Ali', email: 'aminah@example.com', status: 'succeeded' } as RootState['profile'],
    };
  }

  it('revokes the session, clears cookies and storage, empties the profile and goes to /login', async () => {
    setTokenCookies('access-1');
    document.cookie = 'refresh_token=left-by-an-earlier-build; Path=/';
    localStorage.setItem('persist:root', '{"profile":"{}"}');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ms');
    sessionStorage.setItem('draft', 'x');
    const apiLogout = jest.fn(async () => ({ status_code: 200, result: null, error: null }));
    const api = fixtureApi({ logout: apiLogout });
    const navigate = jest.fn();

    const { storeState } = await expectSaga(logout)
      .withReducer(rootReducer, memberState())
      .provide([
        [getContext('api'), api],
        [getContext('navigate'), navigate],
      ])
      .put(sessionActions.loggedOut())
      .run(UNTIL_DONE);

    expect(apiLogout).toHaveBeenCalledWith('access-1');
    expect(readAccessToken()).toBeNull();
    // The script cookie of earlier builds goes too; the server clears its HttpOnly one.
    expect(document.cookie).not.toContain('refresh_token');
    expect(localStorage.getItem('persist:root')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // The language is the device's choice, not the account's.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ms');
    const state = storeState as RootState;
    expect(state.session.isLoggedIn).toBe(false);
    expect(state.profile.fullname).toBe('');
    expect(state.profile.email).toBe('');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('logs out even when the server cannot be reached', async () => {
    setTokenCookies('access-1');
    const api = fixtureApi({ logout: async () => ({ status_code: 502, result: null, error: 'Network error' }) });
    const navigate = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expectSaga(logout)
      .withReducer(rootReducer, memberState())
      .provide([
        [getContext('api'), api],
        [getContext('navigate'), navigate],
      ])
      .put(sessionActions.loggedOut())
      .run(UNTIL_DONE);

    expect(readAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    warn.mockRestore();
  });
});
