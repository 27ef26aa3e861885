/* What the careline app's tests share; never imported by the app. */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Envelope } from '../../../shared/contract/envelope';
import type { CarelineApi } from '../api';
import type { SearchApi } from '../features/search/api';
import type { CaseApi } from '../features/memberCase/api';
import type { PendingApi } from '../features/pending/api';
import type { ReplayApi } from '../features/replay/api';

/**
 * The console's api with the calls of the screens the tests here render; a PDPA export is left to
 * the case's own call, so it goes through the fixture's `fetchFile` as it does through the server's.
 */
export type ConsoleApi = CarelineApi & SearchApi & Omit<CaseApi, 'exportMember'> & PendingApi & ReplayApi;
import { initI18n } from '../../frame/i18n';
import { GlobalPopup } from '../../frame/layout/GlobalPopup';
import { audiences } from '../../frame/session/audience';
import { startPageApp } from '../../frame/pageApp';
import { carelineTexts } from './texts';
import { createCarelineStore } from './store';
import type { CarelineRole } from '../../../shared/contract/careline';
import { accountActions } from '../features/account/slice';

// The page is the careline's: the session is its audience's cookie.
startPageApp({ audience: audiences.careline, basePath: '/careline', worker: null });
initI18n('en', carelineTexts);

export function answer(status_code: number, result: unknown = null, error: string | null = null): Envelope<any> {
  return { status_code, result, error };
}

/** Every call a jest mock answering 200 with nothing; a test passes the calls it cares about. */
export function fixtureApi(overrides: Partial<ConsoleApi> = {}): jest.Mocked<ConsoleApi> {
  const ok = async () => answer(200);
  const base: ConsoleApi = {
    refreshToken: async () => answer(401, null, 'Unauthorized'),
    logout: ok,
    getCaptchaChallenge: async () => null,
    getBuildMeta: async () => null,
    reportClientErrors: ok,
    findMembers: async () => answer(200, []),
    openCase: ok,
    verifyService: ok,
    rejectService: ok,
    raiseAllowance: ok,
    releasePlate: ok,
    sendMobileCode: ok,
    confirmMobile: ok,
    removeMember: ok,
    openSupportReplay: async () => answer(200, { member_found: true }),
    pendingQueue: ok,
    fetchFile: ok,
    login: ok,
    passkeyOptions: ok,
    passkeyLogin: ok,
    enrolment: ok,
    enrolmentTotp: ok,
    enrolWithPassword: ok,
    enrolmentPasskeyOptions: ok,
    enrolWithPasskey: ok,
    getMe: async () => answer(401, null, 'Please sign in to the careline console'),
    stepUpOptions: ok,
    stepUp: ok,
    send: ok as CarelineApi['send'],
  };
  const all = { ...base, ...overrides } as Record<string, (...args: unknown[]) => unknown>;
  return Object.fromEntries(Object.entries(all).map(([name, fn]) => [name, jest.fn(fn)])) as unknown as jest.Mocked<ConsoleApi>;
}

/** Sets the careline session's access token cookie, as a signed-in person's page has it. */
export function signIn(token = 'careline-access-1'): void {
  document.cookie = `${audiences.careline.accessTokenCookie}=${token}; Path=/`;
}

export function signOut(): void {
  document.cookie = `${audiences.careline.accessTokenCookie}=; Max-Age=0; Path=/`;
}

/** A signed-in person of the console, as `GET /api/careline/me` answers them. */
export function staffMember(role: CarelineRole = 'supervisor') {
  return { id: 7, email: `${role}@careline.example.com`, role, active: true, passkeys: 1, totp: false, enrolled: true, created_at: '2026-01-01T00:00:00.000Z', last_signed_in_at: null };
}

/**
 * The page in the real store and sagas, with a fixture api, a recorded navigate and the popup;
 * `role` is the signed-in person's (no one's by default).
 */
export async function renderPage<Api extends CarelineApi = ConsoleApi>(
  page: ReactElement,
  { path, url = path, api = fixtureApi() as unknown as jest.Mocked<Api>, role }: { path: string; url?: string; api?: jest.Mocked<Api>; role?: CarelineRole },
) {
  const navigate = jest.fn();
  if (role) {
    const staff = staffMember(role);
    (api.getMe as jest.Mocked<CarelineApi>['getMe']).mockResolvedValue(answer(200, { staff, session: { expires_at: '2026-03-02T08:00:00.000Z', idle_expires_at: '2026-03-02T00:15:00.000Z' } }));
  }
  const store = createCarelineStore({ api, navigate });
  if (role) store.dispatch(accountActions.meLoaded(staffMember(role)));
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
        <GlobalPopup />
      </MemoryRouter>
    </Provider>,
  );
  await act(async () => {});
  return { ...utils, store, navigate, api };
}
