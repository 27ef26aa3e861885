/* What the counter app's tests share; never imported by the app. */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Envelope } from '../../../shared/contract/envelope';
import type { PendingService, WorkshopMe } from '../../../shared/contract/workshopApp';
import { initI18n } from '../../frame/i18n';
import { GlobalPopup } from '../../frame/layout/GlobalPopup';
import type { CounterServiceView, CounterVerifyView, WorkshopApi } from '../api';
import { createWorkshopStore, type RootState } from './store';
import { workshopTexts } from './texts';

// Tests read the English texts, as staff see them by default.
initI18n('en', workshopTexts);

/** Any call's answer; a refusal has no result, so one helper serves every call. */
export function answer(status_code: number, result: unknown = null, error: string | null = null): Envelope<any> {
  return { status_code, result, error };
}

export const owner: WorkshopMe = {
  staff: { id: 1, name: 'Tan Ah Kow', mobile_number: '60123450001', role: 'owner', password_set: true, created_date: '2026-11-01T02:00:00.000Z' },
  workshop: { workshop_id: '8888', name: 'Bengkel Maju Jaya' },
};

/** A pending service of the workshop, as the counter reads it. */
export function counterService(overrides: Partial<CounterServiceView> = {}): CounterServiceView {
  return {
    transaction_code: 'AB3DE6GH9K',
    status: 0,
    created_date: '2026-11-26T02:15:00.000Z',
    verified_date: null,
    member_first_name: 'Aisyah',
    member_mobile_masked: '60123***789',
    plate_number: 'WXY1234',
    model_brand: 'Perodua',
    model_name: 'Myvi',
    OilCode: 'QUARTZ9000ENERGY0W40',
    oil_name: 'Quartz 9000 Energy 0W-40',
    total_bottle: 1,
    current_mileage: 45210,
    free_oil: false,
    reject_reason: '',
    receipt_img: '/api/workshop/counter/services/AB3DE6GH9K/receipt',
    ...overrides,
  };
}

export function pendingService(overrides: Partial<PendingService> = {}): PendingService {
  return {
    transaction_code: 'AB3DE6GH9K',
    status: 0,
    created_date: '2026-11-26T02:15:00.000Z',
    plate_number: 'WXY1234',
    oil_name: 'Quartz 9000 Energy 0W-40',
    total_bottle: 1,
    free_oil: false,
    age_seconds: 2 * 3600 + 5 * 60,
    expires_in_seconds: 4 * 86400 + 21 * 3600,
    ...overrides,
  };
}

export function verifyResult(service: CounterServiceView, freeOfCharge = service.free_oil): CounterVerifyView {
  return {
    service: { ...service, status: 1, verified_date: '2026-11-26T03:00:00.000Z' },
    hand_over: [{ oil_name: service.oil_name, OilCode: service.OilCode, bottles: freeOfCharge ? 1 : service.total_bottle, free_of_charge: freeOfCharge }],
    free_oil_earned: null,
    cycle_closed: freeOfCharge,
  };
}

/** The api every test starts from: each call a jest mock answering a plausible success. */
export function fixtureApi(overrides: Partial<WorkshopApi> = {}): jest.Mocked<WorkshopApi> {
  const service = counterService();
  const defaults: WorkshopApi = {
    refreshToken: async () => answer(200, { access_token: 'access-2' }),
    logout: async () => answer(200),
    getCaptchaChallenge: async () => null,
    getBuildMeta: async () => null,
    reportClientErrors: async (report) => answer(200, { received: report.entries.length }),
    login: async () => answer(200, { access_token: 'access-1' }),
    sendPasswordCode: async () => answer(200),
    setPassword: async () => answer(200, { access_token: 'access-1' }),
    getMe: async () => answer(200, owner),
    getPending: async () => answer(200, [pendingService()]),
    getStats: async () => answer(200, { today: { verified: 3, rejected: 1 }, month: { services: 42, bottles: 61, free_bottles: 9 } }),
    search: async () => answer(200, [pendingService()]),
    getService: async () => answer(200, service),
    getReceipt: async () => answer(200, { blob: new Blob(['png'], { type: 'image/png' }), type: 'image/png' }),
    verify: async () => answer(200, verifyResult(service)),
    reject: async () => answer(200, { ...service, status: 2 }),
    listStaff: async () => answer(200, [owner.staff]),
    addStaff: async (body) => answer(200, { id: 2, name: body.name, mobile_number: body.mobile_number, role: 'staff', password_set: false, created_date: '2026-11-26T03:00:00.000Z' }),
    removeStaff: async () => answer(200),
    rotateKey: async () => answer(200, { key: 'wk_new_key_0123456789' }),
  };
  const mocked = Object.fromEntries(Object.entries(defaults).map(([call, answerOf]) => [call, jest.fn(answerOf as (...args: never[]) => unknown)]));
  return { ...mocked, ...overrides } as jest.Mocked<WorkshopApi>;
}

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{location.pathname}</p>;
}

export interface RenderPageOptions {
  path: string;
  url?: string;
  api?: jest.Mocked<WorkshopApi>;
  preloadedState?: Partial<RootState>;
}

/** The page inside the real store and sagas, with a fixture api, a recorded navigate and the app's popup. */
export async function renderPage(page: ReactElement, { path, url = path, api = fixtureApi(), preloadedState }: RenderPageOptions) {
  const navigate = jest.fn();
  const store = createWorkshopStore({ api, navigate, preloadedState });
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
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
