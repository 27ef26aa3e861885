import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import type { Envelope } from '../../shared/contract/envelope';
import type { Profile } from '../../shared/contract/accounts';
import type { Api } from '../api';
import { initI18n } from '../i18n';
import type { NavigateFn } from './navigation';
import { createAppStore, type AppStore, type RootState } from './store';

// Tests read the English texts, as members do by default.
initI18n('en');

const ok = <T,>(result: T): Envelope<T> => ({ status_code: 200, result, error: null });

export const fixtureProfile: Profile = {
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

/** An api whose every call answers 200 (the profile is `fixtureProfile`); pass the calls a test cares about. */
export function createFixtureApi(overrides: Partial<Api> = {}): Api {
  // 200 with no result: enough for calls whose answer a test does not look at.
  const answer = async (): Promise<Envelope<never>> => ok(null as never);
  return {
    login: answer,
    register: answer,
    registerSocial: answer,
    verify: answer,
    resendVerification: answer,
    refreshToken: answer,
    forgotPassword: answer,
    resetPassword: answer,
    getProfile: async () => ok(fixtureProfile),
    updateProfile: answer,
    logout: answer,
    submitSurvey: answer,
    getCaptchaChallenge: async () => ({ provider: 'altcha' as const, challenge: { parameters: {} }, site_key: null, expires_at: null }),
    getLoyalty: async () => ok({ vehicles: [], max_vehicles: 4 }),
    addVehicle: answer,
    getVehicleCycles: async () => ok([]),
    getCycleServices: async () => ok([]),
    checkWorkshop: answer,
    initialValidate: answer,
    submitService: answer,
    // Pending until a test says otherwise, so a step-4 page does not end its poll on its own.
    checkService: async () => ({ status_code: 202, result: null, error: null }),
    getNotifications: async () => ok([]),
    readAllNotifications: answer,
    getActiveWorkshops: async () => ok([]),
    getMgmRewards: async () => ok([]),
    updateCampaignProfile: answer,
    redeemMgmReward: answer,
    getFestiveEligibility: async (transactionId) => ok({ transaction_id: transactionId, amount: 30, entry: null }),
    submitFestiveEntry: async () => ok({ amount: 30, pin_assigned: true }),
    setMailSubscription: async (email, enabled) => ok({ email, is_enabled: enabled }),
    getAppConfig: async () => ok({ map_tile_url: '/tiles/{z}/{x}/{y}.png', map_tile_attribution: 'Test tiles' }),
    // The same build as the page, so no test store reloads; the log transport's reports are taken.
    getBuildMeta: async () => null,
    reportClientErrors: async (report) => ok({ received: report.entries.length }),
    ...overrides,
  };
}

export interface TestStoreOptions {
  api?: Api;
  navigate?: NavigateFn;
  preloadedState?: Partial<RootState>;
}

export function createTestStore({ api = createFixtureApi(), navigate = () => undefined, preloadedState }: TestStoreOptions = {}): AppStore {
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
        <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
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
