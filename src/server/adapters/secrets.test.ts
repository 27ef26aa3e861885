import { createTestApp, type TestApp } from '../testing/testApp';
import { get, newMobile, registration, startRegistration, verifiedMember, verifyAttempt } from '../testing/accounts';
import { createTestDb } from '../testing/testDb';
import { deriveSecret, loadOrCreateSharedSecret, resolveSecrets, SERVER_SECRET_KEY } from './secrets';

describe('deriveSecret', () => {
  it('gives each purpose its own key', () => {
    expect(deriveSecret('s', 'a')).not.toBe(deriveSecret('s', 'b'));
    expect(deriveSecret('s', 'a')).toBe(deriveSecret('s', 'a'));
  });
});

describe('the server secret kept in the database', () => {
  it('is made once: nodes starting at the same instant all end with the first one written', async () => {
    const database = await createTestDb();
    try {
      const secrets = await Promise.all(Array.from({ length: 5 }, () => loadOrCreateSharedSecret(database.db)));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0].length).toBeGreaterThanOrEqual(32);
      expect(await loadOrCreateSharedSecret(database.db)).toBe(secrets[0]);
      const rows = await database.db.selectFrom('meta').select('value').where('key', '=', SERVER_SECRET_KEY).execute();
      expect(rows).toEqual([{ value: secrets[0] }]);
    } finally {
      await database.close();
    }
  });

  it('gives way to JWT_SECRET, which is neither stored nor replaced', async () => {
    const database = await createTestDb();
    try {
      const explicit = 'an-explicit-secret-an-explicit-secret!';
      expect(await resolveSecrets({ jwtSecret: explicit }, database.db)).toEqual({ jwt: explicit, codes: deriveSecret(explicit, 'one-time-codes') });
      expect(await database.db.selectFrom('meta').selectAll().where('key', '=', SERVER_SECRET_KEY).execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('API nodes sharing a database without JWT_SECRET', () => {
  const lines: string[] = [];
  const logger = { level: 'trace', stream: { write: (line: string) => void lines.push(line) } };
  let first: TestApp;
  let second: TestApp;
  let explicit: TestApp;

  beforeAll(async () => {
    // Two nodes with no secret configured, and one with its own: all on this file's one database.
    first = await createTestApp({ JWT_SECRET: '' }, { logger });
    second = await createTestApp({ JWT_SECRET: '' }, { logger });
    explicit = await createTestApp({ JWT_SECRET: 'the-explicit-node-secret-Zq81-xLw0-pD7e' });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await explicit?.close();
  });

  it('accept each other\'s one-time codes and access tokens', async () => {
    expect(first.config.jwtSecret).toBeNull();
    const mobile = newMobile();
    // The code is hashed by the node that sent it and checked by the other.
    const { res, token } = await startRegistration(first, registration(mobile));
    expect(res.statusCode).toBe(200);
    const verified = await verifyAttempt(second, mobile, await second.lastCode(mobile), token);
    expect(verified.statusCode).toBe(200);
    const access = verified.json().result.access_token;
    expect((await get(first, '/api/user/me', access)).statusCode).toBe(200);
    expect((await get(second, '/api/user/me', access)).statusCode).toBe(200);
  });

  it('never log the secret', async () => {
    await verifiedMember(first);
    const row = await first.database.db.selectFrom('meta').select('value').where('key', '=', SERVER_SECRET_KEY).executeTakeFirstOrThrow();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(row.value))).toEqual([]);
  });

  it('leave an explicitly configured JWT_SECRET in charge', async () => {
    const { tokens } = await verifiedMember(explicit);
    expect((await get(explicit, '/api/user/me', tokens.access_token)).statusCode).toBe(200);
    // Signed with JWT_SECRET, not the shared secret: the other nodes refuse it, and it refuses theirs.
    expect((await get(first, '/api/user/me', tokens.access_token)).statusCode).toBe(401);
    const { tokens: shared } = await verifiedMember(first);
    expect((await get(explicit, '/api/user/me', shared.access_token)).statusCode).toBe(401);
  });
});
