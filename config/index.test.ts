import { loadConfig } from './index';
import { estimatedEntropyBits } from './entropy';

/** Shaped like `openssl rand -base64 32`: what production accepts as JWT_SECRET. */
const STRONG_SECRET = 'q0Zy3vJb8WfK+u1N7hTzR4cXg6mLpA9sEoD2iVYwQkU=';
/** Keys as `npx web-push generate-vapid-keys` makes them: production requires the three settings. */
const VAPID = {
  VAPID_PUBLIC_KEY: 'BLEAtcp9PKfWQJrbjBeP04xLDbZVWhxUCg5df0GxPk9E-hq7E-R_gcFs9Zoh9VuOoNJ_F5vKz4DQhkTXkTGx3xM',
  VAPID_PRIVATE_KEY: 'AHUNcx4Ha2DTyEozV50u3Na3aS1_yJof8cF0BdYhOgI',
  VAPID_SUBJECT: 'mailto:careline@loyalty.example.my',
};

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.metricsToken).toBeNull();
    expect(config.smsTransport).toBe('outbox');
    expect(config.captcha).toBe('altcha');
    expect(config.jwtSecret).toBeNull();
    expect(config.socialSignup).toBe('trust');
    expect(config.trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(config.recaptchaVerifyUrl).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(config.smsHttpToken).toBeNull();
    expect(config.expiryJobMinutes).toBe(15);
    expect(config.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.mapTileAttribution).toContain('OpenStreetMap');
  });

  it.each(['https://{s}.tiles.example.my/{z}/{x}/{y}.png?key=k', '/tiles/{z}/{x}/{y}.png'])('reads MAP_TILE_URL=%s', (value) => {
    const config = loadConfig({ MAP_TILE_URL: value, MAP_TILE_ATTRIBUTION: '&copy; Example Maps' });
    expect(config.mapTileUrl).toBe(value);
    expect(config.mapTileAttribution).toBe('&copy; Example Maps');
  });

  it.each([
    ['ftp://tiles.example/{z}/{x}/{y}.png', /MAP_TILE_URL must be an http\(s\) URL or a path starting with \//],
    ['//tiles.example/{z}/{x}/{y}.png', /MAP_TILE_URL must be an http\(s\) URL/],
    ['https://tiles.example/{z}/{x}.png', /MAP_TILE_URL must contain \{y\}/],
    ['https://tiles.example/tile.png', /MAP_TILE_URL must contain \{z\}, \{x\}, \{y\}/],
  ])('refuses MAP_TILE_URL=%s', (value, message) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(message);
  });

  it.each([
    ['0', 0],
    ['60', 60],
  ])('reads EXPIRY_JOB_MINUTES=%s', (value, expected) => {
    expect(loadConfig({ EXPIRY_JOB_MINUTES: value }).expiryJobMinutes).toBe(expected);
  });

  it.each(['-1', '1.5', 'often', '1441'])('refuses EXPIRY_JOB_MINUTES=%s', (value) => {
    expect(() => loadConfig({ EXPIRY_JOB_MINUTES: value })).toThrow(/EXPIRY_JOB_MINUTES must be a whole number from 0 to 1440/);
  });

  it('gives ordinary bodies 30 s and receipt uploads 7 minutes by default, and reads both', () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutSeconds: 30, uploadTimeoutSeconds: 420 });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '10', UPLOAD_TIMEOUT_SECONDS: '900' })).toMatchObject({ requestTimeoutSeconds: 10, uploadTimeoutSeconds: 900 });
    expect(loadConfig({}).shutdownGraceSeconds).toBe(25);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '120' }).shutdownGraceSeconds).toBe(120);
  });

  it('answers a spent refresh token again for 10 s by default, REFRESH_REUSE_SECONDS from 0 to 60', () => {
    expect(loadConfig({}).refreshReuseSeconds).toBe(10);
    expect(loadConfig({ REFRESH_REUSE_SECONDS: '0' }).refreshReuseSeconds).toBe(0);
    expect(() => loadConfig({ REFRESH_REUSE_SECONDS: '61' })).toThrow(/REFRESH_REUSE_SECONDS must be a whole number from 0 to 60/);
  });

  it.each([
    ['REQUEST_TIMEOUT_SECONDS', '0', /REQUEST_TIMEOUT_SECONDS must be a whole number from 5 to 300/],
    ['REQUEST_TIMEOUT_SECONDS', '301', /REQUEST_TIMEOUT_SECONDS must be a whole number from 5 to 300/],
    ['REQUEST_TIMEOUT_SECONDS', '30s', /REQUEST_TIMEOUT_SECONDS must be a whole number/],
    ['UPLOAD_TIMEOUT_SECONDS', '59', /UPLOAD_TIMEOUT_SECONDS must be a whole number from 60 to 3600/],
    ['UPLOAD_TIMEOUT_SECONDS', '3601', /UPLOAD_TIMEOUT_SECONDS must be a whole number from 60 to 3600/],
    ['UPLOAD_TIMEOUT_SECONDS', '-420', /UPLOAD_TIMEOUT_SECONDS must be a whole number/],
    ['SHUTDOWN_GRACE_SECONDS', '0', /SHUTDOWN_GRACE_SECONDS must be a whole number from 1 to 3600/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('refuses social sign-up by default in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://loyalty.example.my', ...VAPID });
    expect(config.socialSignup).toBe('off');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.0/8, 192.168.1.1', '10.0.0.0/8, 192.168.1.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads the captcha and SMS gateway settings', () => {
    const config = loadConfig({
      CAPTCHA: 'recaptcha',
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify',
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      SMS_HTTP_TOKEN: 'token',
      SOCIAL_SIGNUP: 'off',
    });
    expect(config).toMatchObject({
      recaptchaSiteKey: 'site',
      recaptchaVerifyUrl: 'http://127.0.0.1:9/verify',
      smsHttpToken: 'token',
      socialSignup: 'off',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a port number/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ CAPTCHA: 'maybe' }, /CAPTCHA must be one of altcha, recaptcha, off/],
    [{ SMS_TRANSPORT: 'pigeon' }, /SMS_TRANSPORT must be one of outbox, http/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres: or postgresql:/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ NODE_ENV: 'production', CAPTCHA: 'off', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://loyalty.example.my' }, /CAPTCHA cannot be off in production/],
    [{ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://loyalty.example.my' }, /SMS_TRANSPORT cannot be outbox in production/],
    [{ NODE_ENV: 'production', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example', PUBLIC_URL: 'https://loyalty.example.my' }, /JWT_SECRET is required in production/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ CAPTCHA: 'recaptcha' }, /RECAPTCHA_SECRET is required/],
    [{ OPS_TOKEN: 'a-long-random-operator-token' }, /OPS_TOKEN is no longer read: careline staff sign in as themselves, and npm run ops uses a personal access token \(OPS_PAT\)/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [{ SOCIAL_SIGNUP: 'maybe' }, /SOCIAL_SIGNUP must be one of off, trust/],
    [{ NODE_ENV: 'production', SOCIAL_SIGNUP: 'trust', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://loyalty.example.my' }, /SOCIAL_SIGNUP cannot be trust in production/],
    [{ TRUST_PROXY: 'every$one' }, /TRUST_PROXY must be true, false or a comma-separated list/],
    [{ TRUST_PROXY: '2' }, /TRUST_PROXY must be true, false or a comma-separated list/],
    [{ RECAPTCHA_VERIFY_URL: 'ftp://x' }, /RECAPTCHA_VERIFY_URL must start with http: or https:/],
    [{ ALTCHA_WORK: '2' }, /ALTCHA_WORK must be a whole number from 4 to 1000000/],
    [{ ALTCHA_WORK: 'lots' }, /ALTCHA_WORK must be a whole number from 4 to 1000000/],
    [{ NODE_ENV: 'production', ALTCHA_WORK: '400', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://loyalty.example.my' }, /ALTCHA_WORK cannot be below 4000 in production/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('ALTCHA_WORK', () => {
  it('asks for up to 4,000 PBKDF2 runs a challenge unless told, and less of a development server', () => {
    expect(loadConfig({}).altchaWork).toBe(4000);
    expect(loadConfig({ ALTCHA_WORK: '40' }).altchaWork).toBe(40);
  });
});

describe('production settings', () => {
  /** The least a production configuration needs to load. */
  const production = {
    NODE_ENV: 'production',
    SMS_TRANSPORT: 'http',
    SMS_HTTP_URL: 'https://sms.example.my/send',
    JWT_SECRET: STRONG_SECRET,
    PUBLIC_URL: 'https://loyalty.example.my',
    ...VAPID,
  };

  it('loads with random secrets, named proxies and https addresses', () => {
    const config = loadConfig({
      ...production,
      METRICS_TOKEN: 'Wq7nZ3pR8tYv2KsM',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      PUBLIC_URL: 'https://loyalty.example.my',
      RECAPTCHA_VERIFY_URL: 'https://recaptcha.example/verify',
    });
    expect(config).toMatchObject({ env: 'production', metricsToken: 'Wq7nZ3pR8tYv2KsM', trustProxy: '10.0.0.0/8, 192.168.1.1', publicUrl: 'https://loyalty.example.my' });
  });

  it.each([
    [{ JWT_SECRET: 'x'.repeat(40) }, /JWT_SECRET looks guessable/],
    [{ JWT_SECRET: 'correct-horse-correct-horse-correct-horse' }, /JWT_SECRET looks guessable/],
    [{ JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH' }, /JWT_SECRET looks guessable/],
    [{ JWT_SECRET: 'production-secret-production-secret!' }, /JWT_SECRET looks guessable/],
    [{ METRICS_TOKEN: 'm'.repeat(20) }, /METRICS_TOKEN looks guessable/],
    [{ METRICS_TOKEN: 'metricsmetricsmetrics' }, /METRICS_TOKEN looks guessable/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY cannot be true in production: name the proxies' addresses or ranges/],
    [{ SMS_HTTP_URL: 'http://sms.example.my/send' }, /SMS_HTTP_URL must be an https:\/\/ address in production/],
    [{ PUBLIC_URL: 'http://loyalty.example.my' }, /PUBLIC_URL must be an https:\/\/ address in production/],
    [{ PUBLIC_URL: '' }, /PUBLIC_URL is required in production/],
    [{ RECAPTCHA_VERIFY_URL: 'http://recaptcha.example/verify' }, /RECAPTCHA_VERIFY_URL must be an https:\/\/ address in production/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig({ ...production, ...env })).toThrow(message);
  });

  it('keeps the weaker rules outside production, where tests and laptops need them', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), METRICS_TOKEN: 'm'.repeat(16), TRUST_PROXY: 'true', PUBLIC_URL: 'http://localhost:3000' });
    expect(config).toMatchObject({ jwtSecret: 'x'.repeat(40), metricsToken: 'm'.repeat(16), trustProxy: true, publicUrl: 'http://localhost:3000' });
  });

  it('never repeats a refused URL in its message: it may carry a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres//loyalty:S3cret@db' })).toThrow(/^Configuration error: DATABASE_URL must be a URL$/);
  });

  it('estimates entropy so that repetitions and sequences count for little and random strings for a lot', () => {
    expect(estimatedEntropyBits('x'.repeat(40))).toBeLessThan(16);
    expect(estimatedEntropyBits('ab'.repeat(20))).toBeLessThan(20);
    expect(estimatedEntropyBits('0123456789abcdefghij')).toBeLessThan(30);
    expect(estimatedEntropyBits(STRONG_SECRET)).toBeGreaterThan(200);
    expect(estimatedEntropyBits('x'.repeat(100_000))).toBeLessThan(16);
  });
});

describe('the retention settings', () => {
  it('anonymises after 48 months without contact and sweeps hourly by default', () => {
    expect(loadConfig({})).toMatchObject({ personalDataRetentionMonths: 48, retentionJobMinutes: 60 });
  });

  it('reads them', () => {
    expect(loadConfig({ PERSONAL_DATA_RETENTION_MONTHS: '24', RETENTION_JOB_MINUTES: '0' })).toMatchObject({ personalDataRetentionMonths: 24, retentionJobMinutes: 0 });
  });

  it.each([
    ['PERSONAL_DATA_RETENTION_MONTHS', '0', /PERSONAL_DATA_RETENTION_MONTHS must be a whole number from 1 to 120/],
    ['PERSONAL_DATA_RETENTION_MONTHS', '121', /PERSONAL_DATA_RETENTION_MONTHS must be a whole number from 1 to 120/],
    ['PERSONAL_DATA_RETENTION_MONTHS', '4y', /PERSONAL_DATA_RETENTION_MONTHS must be a whole number/],
    ['RETENTION_JOB_MINUTES', '1441', /RETENTION_JOB_MINUTES must be a whole number from 0 to 1440/],
    ['RETENTION_JOB_MINUTES', '-5', /RETENTION_JOB_MINUTES must be a whole number/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('the festive campaign settings', () => {
  it('is off without dates, with RM30 and RM10 by default', () => {
    expect(loadConfig({}).festiveCampaign).toEqual({ start: null, end: null, amountBuy3: 30, amountBuy4: 10 });
  });

  it('reads its days and amounts', () => {
    const config = loadConfig({ FESTIVE_CAMPAIGN_START: '2027-01-25', FESTIVE_CAMPAIGN_END: '2027-02-28', FESTIVE_CAMPAIGN_RM_BUY3: '50', FESTIVE_CAMPAIGN_RM_BUY4: '20' });
    expect(config.festiveCampaign).toEqual({ start: '2027-01-25', end: '2027-02-28', amountBuy3: 50, amountBuy4: 20 });
  });

  it.each([
    [{ FESTIVE_CAMPAIGN_START: '2027-01-25' }, /FESTIVE_CAMPAIGN_END must be set with the other campaign date/],
    [{ FESTIVE_CAMPAIGN_START: '2027-02-30', FESTIVE_CAMPAIGN_END: '2027-03-01' }, /FESTIVE_CAMPAIGN_START must be a date YYYY-MM-DD/],
    [{ FESTIVE_CAMPAIGN_START: '2027-02-01', FESTIVE_CAMPAIGN_END: '2027-01-01' }, /FESTIVE_CAMPAIGN_END must not be before FESTIVE_CAMPAIGN_START/],
    [{ FESTIVE_CAMPAIGN_RM_BUY3: 'thirty' }, /FESTIVE_CAMPAIGN_RM_BUY3 must be a whole number from 1 to 1000/],
    [{ CNY_CAMPAIGN_START: '2027-01-25' }, /CNY_CAMPAIGN_START is now FESTIVE_CAMPAIGN_START/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the receipts bucket settings', () => {
  it('keeps receipts on disk without RECEIPTS_BUCKET', () => {
    expect(loadConfig({}).receiptsBucket).toBeNull();
  });

  it('reads the bucket, the endpoint, the region and the addressing style', () => {
    expect(loadConfig({ RECEIPTS_BUCKET: 'loyalty-receipts' }).receiptsBucket).toEqual({ bucket: 'loyalty-receipts', endpoint: null, region: 'us-east-1', forcePathStyle: false });
    expect(loadConfig({ RECEIPTS_BUCKET: 'loyalty-receipts', AWS_REGION: 'ap-southeast-1' }).receiptsBucket?.region).toBe('ap-southeast-1');
    const minio = loadConfig({ RECEIPTS_BUCKET: 'receipts', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true', AWS_REGION: 'eu-west-1' });
    expect(minio.receiptsBucket).toEqual({ bucket: 'receipts', endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true });
  });

  it('never takes credentials as its own settings, nor repeats them', () => {
    const config = loadConfig({ RECEIPTS_BUCKET: 'receipts', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-never-shown' });
    expect(JSON.stringify(config)).not.toMatch(/AKIAEXAMPLE|secret-never-shown/);
    expect(() => loadConfig({ RECEIPTS_BUCKET: 'receipts', S3_ENDPOINT: 'https://key:secret-never-shown@s3.example.com' })).toThrow(
      /S3_ENDPOINT must not carry credentials/,
    );
    expect(() => loadConfig({ RECEIPTS_BUCKET: 'receipts', S3_ENDPOINT: 'https://key:secret-never-shown@s3.example.com' })).not.toThrow(/secret-never-shown/);
  });

  it.each([
    [{ RECEIPTS_BUCKET: 'Receipts' }, /RECEIPTS_BUCKET must be a bucket name: 3 to 63 lowercase letters/],
    [{ RECEIPTS_BUCKET: 'ab' }, /RECEIPTS_BUCKET must be a bucket name/],
    [{ RECEIPTS_BUCKET: `r${'e'.repeat(63)}` }, /RECEIPTS_BUCKET must be a bucket name/],
    [{ RECEIPTS_BUCKET: '-receipts' }, /RECEIPTS_BUCKET must be a bucket name/],
    [{ RECEIPTS_BUCKET: 'my..receipts' }, /RECEIPTS_BUCKET must be a bucket name/],
    [{ RECEIPTS_BUCKET: '192.168.1.1' }, /RECEIPTS_BUCKET must be a bucket name/],
    [{ RECEIPTS_BUCKET: 's3://receipts' }, /RECEIPTS_BUCKET must be a bucket name/],
    [{ RECEIPTS_BUCKET: 'receipts', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must (be a URL|start with http: or https:)/],
    [{ RECEIPTS_BUCKET: 'receipts', S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT must start with http: or https:/],
    [{ RECEIPTS_BUCKET: 'receipts', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ RECEIPTS_BUCKET: 'receipts', S3_REGION: 'EU West' }, /S3_REGION must be a region name/],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_ENDPOINT is set but RECEIPTS_BUCKET is not/],
    [{ S3_FORCE_PATH_STYLE: 'true' }, /S3_FORCE_PATH_STYLE is set but RECEIPTS_BUCKET is not/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('Web Push settings', () => {
  const production = { NODE_ENV: 'production', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://loyalty.example.my' };

  it('are generated into the database outside production, and required in production', () => {
    expect(loadConfig({}).vapid).toBeNull();
    expect(() => loadConfig(production)).toThrow('Configuration error: VAPID_PUBLIC_KEY is required in production (with VAPID_PRIVATE_KEY and VAPID_SUBJECT): npx web-push generate-vapid-keys');
    expect(loadConfig({ ...production, ...VAPID }).vapid).toEqual({ publicKey: VAPID.VAPID_PUBLIC_KEY, privateKey: VAPID.VAPID_PRIVATE_KEY, subject: VAPID.VAPID_SUBJECT });
  });

  it.each([
    [{ ...VAPID, VAPID_PRIVATE_KEY: '' }, /VAPID_PRIVATE_KEY must be the base64url private key/],
    [{ ...VAPID, VAPID_PUBLIC_KEY: 'short' }, /VAPID_PUBLIC_KEY must be the base64url public key/],
    [{ ...VAPID, VAPID_SUBJECT: 'http://loyalty.example.my' }, /VAPID_SUBJECT must be a mailto: or https: address/],
    [{ PUSH_JOB_SECONDS: '-1' }, /PUSH_JOB_SECONDS/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('posts only to the browsers’ push services unless told otherwise', () => {
    expect(loadConfig({}).pushEndpointHosts).toEqual(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'notify.windows.com', 'push.apple.com']);
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: 'Localhost, push.example.my' }).pushEndpointHosts).toEqual(['localhost', 'push.example.my']);
    expect(loadConfig({}).pushJobSeconds).toBe(5);
  });
});

describe('the thresholds of the flagged patterns and the referral cap', () => {
  it('have the documented defaults', () => {
    const config = loadConfig({});
    expect(config.referralRewardsPerMonth).toBe(5);
    expect(config.patterns).toEqual({
      workshopHourlyMinimum: 10,
      workshopHourlyFactor: 3,
      workshopHistoryMinimum: 200,
      memberWorkshops: 3,
      memberWorkshopDays: 7,
      kmPerDay: 3000,
      referrals: 5,
      referralHours: 24,
      accountsPerAddress: 10,
      accountsPerDevice: 3,
      accountsHours: 24,
    });
  });

  it('are each read from the environment, and a wrong value names its variable', () => {
    const config = loadConfig({ REFERRAL_REWARDS_PER_MONTH: '2', FLAG_KM_PER_DAY: '2500', FLAG_ACCOUNTS_PER_ADDRESS: '40', FLAG_WORKSHOP_HOURLY_FACTOR: '4' });
    expect(config.referralRewardsPerMonth).toBe(2);
    expect(config.patterns).toMatchObject({ kmPerDay: 2500, accountsPerAddress: 40, workshopHourlyFactor: 4 });
    expect(() => loadConfig({ FLAG_MEMBER_WORKSHOPS: '1' })).toThrow('FLAG_MEMBER_WORKSHOPS must be a whole number from 2 to 100 (got "1")');
    expect(() => loadConfig({ REFERRAL_REWARDS_PER_MONTH: 'five' })).toThrow(/REFERRAL_REWARDS_PER_MONTH/);
  });
});
