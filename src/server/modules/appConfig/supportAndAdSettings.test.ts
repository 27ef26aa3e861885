import { ConfigError, loadConfig } from '../../../../config';
import { createTestApp, type TestApp } from '../../testing/testApp';

const appConfig = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/app-config' })).json().result;

/** The least a production configuration needs to load. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'q0Zy3vJb8WfK+u1N7hTzR4cXg6mLpA9sEoD2iVYwQkU=',
  SMS_TRANSPORT: 'http',
  SMS_HTTP_URL: 'https://sms.example.my/send',
  PUBLIC_URL: 'https://loyalty.example.my',
  VAPID_PUBLIC_KEY: 'BLEAtcp9PKfWQJrbjBeP04xLDbZVWhxUCg5df0GxPk9E-hq7E-R_gcFs9Zoh9VuOoNJ_F5vKz4DQhkTXkTGx3xM',
  VAPID_PRIVATE_KEY: 'AHUNcx4Ha2DTyEozV50u3Na3aS1_yJof8cF0BdYhOgI',
  VAPID_SUBJECT: 'mailto:careline@loyalty.example.my',
};

describe('ad tracking settings', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('keeps the tracker off unless configured', () => {
    expect(loadConfig(production)).toMatchObject({ adTrackingId: null });
  });

  it('refuses an ad tracking id that is not a Google tag id, naming the variable', () => {
    expect(() => loadConfig({ AD_TRACKING_ID: 'AW-1"><script>' })).toThrow(ConfigError);
    expect(() => loadConfig({ AD_TRACKING_ID: 'pixel 42' })).toThrow(/AD_TRACKING_ID/);
  });

  it('tells the browser, with no sign-in; the replay is the careline console’s, with no setting of its own', async () => {
    t = await createTestApp({ AD_TRACKING_ID: 'AW-123456789' });
    expect(await appConfig(t)).toMatchObject({ ad_tracking_id: 'AW-123456789' });
    expect(await appConfig(t)).not.toHaveProperty('support_replay');
    await t.close();
    t = await createTestApp();
    expect(await appConfig(t)).toMatchObject({ ad_tracking_id: null });
  });
});
