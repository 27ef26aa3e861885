/* What the client's tests share; never imported by the app. */
import type { ReactElement, ReactNode } from 'react';
import { act, fireEvent, render, waitFor, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import type { BrowserTokens, Profile } from '../../../shared/contract/accounts';
import type { Envelope } from '../../../shared/contract/envelope';
import type { Api } from '../api';
import { emptyFixtureData, fixtureApiFrom, type FixtureData } from '../api/fixtureApi';
import { clearTokens } from '../../frame/session/cookies';
import { initI18n } from '../../frame/i18n';
import { memberTexts } from './texts';
import { GlobalPopup } from '../../frame/layout/GlobalPopup';
import { AppFrame } from '../../frame/appFrame';
import { memberFrame } from './frameSettings';
import type { NavigateFn } from '../../frame/navigation';
import { createAppStore, type AppStore, type RootState } from './store';

// Tests read the English texts, as members do by default.
initI18n('en', memberTexts);

export const tokens: BrowserTokens = { access_token: 'access-1' };

export const memberProfile: Profile = {
  fullname: 'Siti Aminah',
  email: 'siti@example.com',
  mobile_number: '60123456789',
  birth_date: '1990-05-17',
  address: '12 Jalan Ampang',
  state: 'Selangor',
  country: 'Malaysia',
  postal_code: '50450',
  password: '',
  auth_provider: null,
  referral_code: 'ABCD2345',
  survey_pending: false,
};

/** Any call's answer; a refusal has no result, so one helper serves every call. */
export function answer(status_code: number, result: unknown = null, error: string | null = null): Envelope<any> {
  return { status_code, result, error };
}

/**
 * The api every client test starts from: the support replay's fixture api answers the reads from
 * `data` (the member and no vehicles unless a test passes some), and what a replay refuses or
 * cannot know answers 200 here, so a flow runs to its end. Every call is a jest mock; pass the
 * calls a test cares about.
 */
export function fixtureApi(overrides: Partial<Api> = {}, data: Partial<FixtureData> = {}): jest.Mocked<Api> {
  const asReplayed = fixtureApiFrom({ ...emptyFixtureData(memberProfile), ...data });
  const succeeding: Partial<Api> = {
    login: async () => answer(200, tokens),
    register: async () => answer(200),
    registerSocial: async () => answer(200),
    verify: async () => answer(200, tokens),
    resendVerification: async () => answer(200),
    refreshToken: async () => answer(200, tokens),
    forgotPassword: async () => answer(200, 'reset-token-1'),
    resetPassword: async () => answer(200, tokens),
    updateProfile: async () => answer(200),
    logout: async () => answer(200),
    submitSurvey: async () => answer(200),
    // The account forms' tests solve the ALTCHA widget.
    getCaptchaChallenge: async () => ({ provider: 'altcha' as const, challenge: { parameters: {} }, site_key: null, expires_at: null }),
    addVehicle: async () => answer(200),
    checkWorkshop: async () => answer(200),
    initialValidate: async () => answer(200),
    submitService: async () => answer(200),
    // Pending until a test says otherwise, so a step-4 page does not end its poll on its own.
    checkService: async () => answer(202),
    readAllNotifications: async () => answer(200),
    getMgmRewards: async () => answer(200, []),
    updateCampaignProfile: async () => answer(200),
    redeemMgmReward: async () => answer(200),
    getFestiveEligibility: async (transactionId) => answer(200, { transaction_id: transactionId, amount: 30, entry: null }),
    submitFestiveEntry: async () => answer(200, { amount: 30, pin_assigned: true }),
    setMailSubscription: async (email, enabled) => answer(200, { email, is_enabled: enabled }),
    getAppConfig: async () => answer(200, { map_tile_url: '/tiles/{z}/{x}/{y}.png', map_tile_attribution: 'Test tiles' }),
    reportClientErrors: async (report) => answer(200, { received: report.entries.length }),
  };
  const defaults = { ...asReplayed, ...succeeding } as Record<string, (...args: never[]) => unknown>;
  const mocked = Object.fromEntries(Object.entries(defaults).map(([call, answerOf]) => [call, jest.fn(answerOf)]));
  return { ...mocked, ...overrides } as jest.Mocked<Api>;
}

/** A promise the test settles, to look at the page while a request is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export interface TestStoreOptions {
  api?: Api;
  navigate?: NavigateFn;
  preloadedState?: Partial<RootState>;
}

export function createTestStore({ api = fixtureApi(), navigate = () => undefined, preloadedState }: TestStoreOptions = {}): AppStore {
  return createAppStore({ api, navigate, preloadedState });
}

export interface RenderWithAppOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  /** MemoryRouter entries; a string is one path. */
  route?: InitialEntry | InitialEntry[];
}

/** Renders with the store and a MemoryRouter (for screens; routes tests use createMemoryRouter). */
export function renderWithApp(ui: ReactElement, { store = createTestStore(), route = '/', ...options }: RenderWithAppOptions = {}) {
  const initialEntries = Array.isArray(route) ? route : [route];
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <AppFrame settings={memberFrame}>
          <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
        </AppFrame>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderPageOptions {
  /** The route pattern the page is mounted at. */
  path: string;
  /** The URL opened, with its query; defaults to `path`. */
  url?: string;
  state?: unknown;
  api?: jest.Mocked<Api>;
  preloadedState?: Partial<RootState>;
}

/**
 * The page inside the real store and sagas, with a fixture api, a recorded navigate and the app's
 * popup. Resolves once lazy pieces (the captcha widget) have loaded, so no update lands after the test.
 */
export async function renderPage(page: ReactElement, { path, url = path, state, api = fixtureApi(), preloadedState }: RenderPageOptions) {
  initI18n('en', memberTexts);
  const navigate = jest.fn();
  const store = createAppStore({ api, navigate, preloadedState });
  const [pathname, search = ''] = url.split('?');
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<CurrentPath />} />
        </Routes>
        <GlobalPopup />
      </MemoryRouter>
    </Provider>,
  );
  await act(async () => {});
  return { ...utils, store, navigate, api };
}

/** Plays the ALTCHA widget answering 'verified', as it does once its proof of work is done. */
export async function solveCaptcha(container: HTMLElement, payload = 'captcha-payload'): Promise<void> {
  // The widget loads once the visitor starts using the page.
  fireEvent.pointerDown(document.body);
  const widget = await waitFor(() => {
    const element = container.querySelector('altcha-widget');
    if (!element) throw new Error('captcha not loaded yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

/** Sets the token cookie as a logged-in member's page has it (jsdom keeps real cookies). */
export function setTokenCookies(access = 'access-1'): void {
  document.cookie = `access_token=${access}; Path=/`;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export function resetSession(): void {
  clearTokens();
}
