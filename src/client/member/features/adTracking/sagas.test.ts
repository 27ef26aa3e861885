import type { AppConfig } from '../../../../shared/contract/appConfig';
import type { RootState } from '../../app/store';
import { fixtureApi, createTestStore } from '../../app/testUtils';
import { selectAppConfig } from '../../../entities/appConfig/slice';
import { stateWhere } from '../../../../testing/store';
import { homeViewed } from '../../../frame/events';

const tiles = { map_tile_url: '/tiles/{z}/{x}/{y}.png', map_tile_attribution: 'Test tiles' };
const configured = (adTrackingId: string | null): AppConfig => ({ ...tiles, ad_tracking_id: adTrackingId });
const trackerScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com"]');
/** Once the settings have come or failed: the page view, if any, is sent as the store hears it. */
const settingsAnswered = (state: RootState) => state.appConfig.status === 'succeeded' || state.appConfig.status === 'failed';

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
});

describe("the home page's ad-tracking page view", () => {
  it('asks the server for its settings once, then loads the tag and sends the page view for the home route', async () => {
    const getAppConfig = jest.fn(async () => ({ status_code: 200, result: configured('AW-123456789'), error: null }));
    const store = createTestStore({ api: fixtureApi({ getAppConfig }) });
    store.dispatch(homeViewed());
    await stateWhere(store, settingsAnswered);
    store.dispatch(homeViewed());

    // Asked once for the tracker, however many times the home page is shown.
    expect(getAppConfig).toHaveBeenCalledTimes(1);
    expect(selectAppConfig(store.getState())?.ad_tracking_id).toBe('AW-123456789');
    expect(trackerScripts()).toHaveLength(1);
    expect(trackerScripts()[0].getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123456789');
    const pageViews = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((args) => args[0] === 'event');
    expect(pageViews).toEqual([
      ['event', 'page_view', { send_to: 'AW-123456789', page_path: '/' }],
      ['event', 'page_view', { send_to: 'AW-123456789', page_path: '/' }],
    ]);
  });

  it('loads no third-party script and sends nothing when no tracker is configured', async () => {
    const before = trackerScripts().length;
    const api = fixtureApi({ getAppConfig: async () => ({ status_code: 200, result: configured(null), error: null }) });
    const store = createTestStore({ api });
    store.dispatch(homeViewed());
    await stateWhere(store, settingsAnswered);
    expect(selectAppConfig(store.getState())?.ad_tracking_id).toBeNull();
    expect(trackerScripts().length).toBe(before);
    expect(window.gtag).toBeUndefined();
  });

  it('treats settings it could not fetch as no tracker', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createTestStore({ api: fixtureApi({ getAppConfig: async () => ({ status_code: 502, result: null, error: 'Network error' }) }) });
    store.dispatch(homeViewed());
    await stateWhere(store, settingsAnswered);
    warn.mockRestore();
    expect((store.getState() as RootState).appConfig.status).toBe('failed');
    expect(window.gtag).toBeUndefined();
  });
});
