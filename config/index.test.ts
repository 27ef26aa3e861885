import { loadConfig } from './index';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.opsToken).toBeNull();
    expect(config.smsTransport).toBe('outbox');
    expect(config.captcha).toBe('altcha');
    expect(config.jwtSecret).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a port number/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ CAPTCHA: 'maybe' }, /CAPTCHA must be one of altcha, recaptcha, off/],
    [{ SMS_TRANSPORT: 'pigeon' }, /SMS_TRANSPORT must be one of outbox, http/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres: or postgresql:/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ NODE_ENV: 'production', CAPTCHA: 'off', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example', JWT_SECRET: 'x'.repeat(32) }, /CAPTCHA cannot be off in production/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }, /SMS_TRANSPORT cannot be outbox in production/],
    [{ NODE_ENV: 'production', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example' }, /JWT_SECRET is required in production/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ CAPTCHA: 'recaptcha' }, /RECAPTCHA_SECRET is required/],
    [{ OPS_TOKEN: 'short' }, /OPS_TOKEN must be at least 16 characters/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
