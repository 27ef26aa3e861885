/* Shared by the account features' tests only; never imported by the app. */
import './testEnvironment';
import type { ReactElement } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BrowserTokens, Profile } from '../../../shared/contract/accounts';
import type { Envelope } from '../../../shared/contract/envelope';
import type { Api } from '../../api';
import { GlobalPopup } from '../../app/layout/GlobalPopup';
import { createAppStore, type RootState } from '../../app/store';
import { initI18n } from '../../i18n';
import { clearTokens } from '../../features/session/cookies';

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
};

/** Any call's answer; a refusal has no result, so one helper serves every call. */
export function answer(status_code: number, result: unknown = null, error: string | null = null): Envelope<any> {
  return { status_code, result, error };
}

/** Every account call answers 200 unless the test says otherwise. */
export function fixtureApi(overrides: Partial<Api> = {}): jest.Mocked<Api> {
  const api: Api = {
    login: jest.fn(async () => answer(200, tokens)),
    register: jest.fn(async () => answer(200)),
    registerSocial: jest.fn(async () => answer(200)),
    verify: jest.fn(async () => answer(200, tokens)),
    resendVerification: jest.fn(async () => answer(200)),
    refreshToken: jest.fn(async () => answer(200, tokens)),
    forgotPassword: jest.fn(async () => answer(200, 'reset-token-1')),
    resetPassword: jest.fn(async () => answer(200, tokens)),
    getProfile: jest.fn(async () => answer(200, memberProfile)),
    updateProfile: jest.fn(async () => answer(200)),
    logout: jest.fn(async () => answer(200)),
    submitSurvey: jest.fn(async () => answer(200)),
    getCaptchaChallenge: jest.fn(async () => ({ provider: 'altcha' as const, challenge: { parameters: {} }, site_key: null, expires_at: null })),
    getLoyalty: jest.fn(async () => answer(200, { vehicles: [], max_vehicles: 4 })),
    addVehicle: jest.fn(async () => answer(200)),
    getVehicleCycles: jest.fn(async () => answer(200, [])),
    getCycleServices: jest.fn(async () => answer(200, [])),
    checkWorkshop: jest.fn(async () => answer(200)),
    initialValidate: jest.fn(async () => answer(200)),
    submitService: jest.fn(async () => answer(200)),
    checkService: jest.fn(async () => answer(202)),
    getNotifications: jest.fn(async () => answer(200, [])),
    readAllNotifications: jest.fn(async () => answer(200)),
    getActiveWorkshops: jest.fn(async () => answer(200, [])),
    getMgmRewards: jest.fn(async () => answer(200, [])),
    updateCampaignProfile: jest.fn(async () => answer(200)),
    redeemMgmReward: jest.fn(async () => answer(200)),
    getFestiveEligibility: jest.fn(async (transactionId: string) => answer(200, { transaction_id: transactionId, amount: 30, entry: null })),
    submitFestiveEntry: jest.fn(async () => answer(200, { amount: 30, pin_assigned: true })),
    setMailSubscription: jest.fn(async (email: string, enabled: boolean) => answer(200, { email, is_enabled: enabled })),
    getAppConfig: jest.fn(async () => answer(200, { map_tile_url: '/tiles/{z}/{x}/{y}.png', map_tile_attribution: 'Test tiles' })),
    getBuildMeta: jest.fn(async () => null),
    reportClientErrors: jest.fn(async () => answer(200, { received: 1 })),
  };
  return Object.assign(api, overrides) as jest.Mocked<Api>;
}

/** A promise the test settles, to look at the page while a request is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
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
 * The page inside the real store and sagas, with a fixture api and a recorded navigate. Resolves
 * once lazy pieces (the captcha widget) have loaded, so no update lands after the test.
 */
export async function renderPage(page: ReactElement, { path, url = path, state, api = fixtureApi(), preloadedState }: RenderPageOptions) {
  initI18n('en');
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
  const widget = await waitFor(() => {
    const element = container.querySelector('altcha-widget');
    if (!element) throw new Error('captcha not loaded yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

export function resetSession(): void {
  clearTokens();
}
