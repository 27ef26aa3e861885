import { createTestApp, type TestApp } from '../../testing/testApp';
import { operatorHeaders } from '../../testing/operators';
import { createWorkshop } from '../../testing/workshops';
import { get, PASSWORD, post, verifiedMember } from '../../testing/accounts';
import { addVehicle, asWorkshop, freshToken, submitOk, workshopKey, workshopVerify } from '../../testing/loyalty';
import { accountErrors } from '../../../shared/contract/accounts';
import { loyaltyErrors } from '../../../shared/contract/loyalty';

/**
 * The service-check poll reads the session and the service in one query, with no cache. These tests
 * hold it to what that must keep: a closed session is refused on the very next poll, on this node and
 * on another node sharing the database, and a decision shows on the next poll wherever it was made.
 */
let t: TestApp;
let otherNode: TestApp;
let key: string;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  otherNode = await createTestApp({}, {}, { database: t.database });
  await createWorkshop(t, { workshopId: 'TPL4001' });
  key = await workshopKey(t, 'TPL4001');
});
afterAll(async () => {
  await otherNode.close();
  await t.close();
});

const unauthorizedAnswer = { status_code: 401, result: null, error: accountErrors.unauthorized };
const poll = (node: TestApp, code: string, token: string) => get(node, `/api/service/check/${code}`, token);

/** A member with a pending service, logged in on both nodes' shared database. */
async function memberWithPendingService(): Promise<{ mobile: string; token: string; code: string }> {
  const { mobile, tokens } = await verifiedMember(t);
  const car = await addVehicle(t, tokens.access_token);
  const code = await submitOk(t, tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'TPL4001', current_mileage: 1000, oil: 'QUARTZ70005W30', total_bottle: 1 });
  return { mobile, token: tokens.access_token, code };
}

describe('GET /api/service/check/{txn}: revocation is immediate on every node', () => {
  it('after logout through one node, the next poll through either node is 401', async () => {
    const { token, code } = await memberWithPendingService();
    expect((await poll(otherNode, code, token)).statusCode).toBe(202);

    expect((await post(t, '/api/user/logout', {}, { token })).statusCode).toBe(200);

    expect((await poll(otherNode, code, token)).json()).toEqual(unauthorizedAnswer);
    expect((await poll(t, code, token)).json()).toEqual(unauthorizedAnswer);
  });

  it('after a password reset through the other node, the old session’s next poll is 401 and the new one’s is answered', async () => {
    const { mobile, token, code } = await memberWithPendingService();
    expect((await poll(t, code, token)).statusCode).toBe(202);
    otherNode.clock.advance(3 * MINUTE);
    const resetToken = (await post(otherNode, '/api/user/password/forgot', { mobile_number: mobile })).json().result;
    const reset = await post(otherNode, '/api/user/password/reset', { token: resetToken, password: 'Another#456', tac: await otherNode.lastCode(mobile) });
    expect(reset.statusCode).toBe(200);

    expect((await poll(t, code, token)).json()).toEqual(unauthorizedAnswer);
    expect((await poll(t, code, reset.json().result.access_token)).statusCode).toBe(202);
  });

  it('after the careline removes the member through the other node, the next poll is 401', async () => {
    const { mobile, token, code } = await memberWithPendingService();
    const removed = await otherNode.app.inject({ method: 'DELETE', url: `/api/ops/members/${mobile}`, headers: await operatorHeaders(otherNode, 'supervisor') });
    expect(removed.statusCode).toBe(200);

    expect((await poll(t, code, token)).json()).toEqual(unauthorizedAnswer);
  });

  it('a closed session is refused before the code is looked at: 401, not 404, for a code that is no one’s', async () => {
    const { token } = await memberWithPendingService();
    await post(t, '/api/user/logout', {}, { token });
    expect((await poll(t, 'ZZZZ999999', token)).json()).toEqual(unauthorizedAnswer);
  });

  it('other sessions of the member keep polling after one logs out', async () => {
    const { mobile, token, code } = await memberWithPendingService();
    const second = await freshToken(t, mobile);
    await post(t, '/api/user/logout', {}, { token });
    expect((await poll(otherNode, code, second)).statusCode).toBe(202);
  });
});

describe('GET /api/service/check/{txn}: the answer is exact on every node', () => {
  it('a verification through one node is 200 on the next poll through the other', async () => {
    const { token, code } = await memberWithPendingService();
    expect((await poll(otherNode, code, token)).json()).toEqual({ status_code: 202, result: null, error: null });
    await workshopVerify(t, key, code);
    expect((await poll(otherNode, code, token)).json()).toEqual({ status_code: 200, result: null, error: null });
  });

  it('a rejection through one node is 403 with its reason on the next poll through the other', async () => {
    const { token, code } = await memberWithPendingService();
    expect((await asWorkshop(t, key, 'POST', `/api/workshop/service/${code}/reject`, { reason: 'Receipt is unreadable' })).statusCode).toBe(200);
    expect((await poll(otherNode, code, token)).json()).toEqual({ status_code: 403, result: null, error: 'Receipt is unreadable' });
  });

  it('another member’s code, a malformed code and an unknown code: 404, with the session live', async () => {
    const owner = await memberWithPendingService();
    const { tokens } = await verifiedMember(t, { password: PASSWORD });
    for (const code of [owner.code, 'not-a-code', 'ZZZZ999999']) {
      expect((await poll(t, code, tokens.access_token)).json()).toEqual({ status_code: 404, result: null, error: loyaltyErrors.serviceNotFound });
    }
  });
});

describe('GET /api/service/check/{txn}: one database round trip a poll', () => {
  it('reads the session and the service in a single query', async () => {
    let queries = 0;
    const counting = await createTestApp({}, (database) => ({
      db: database.db.withPlugin({
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      }),
    }), { database: t.database });
    try {
      const { token, code } = await memberWithPendingService();
      queries = 0;
      expect((await poll(counting, code, token)).statusCode).toBe(202);
      expect(queries).toBe(1);
    } finally {
      await counting.close();
    }
  });
});

describe('GET /api/service/check/{txn}: what it logs', () => {
  it('writes no request lines for a poll, while other calls keep theirs', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({}, { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } }, { database: t.database });
    try {
      const { token, code } = await memberWithPendingService();
      lines.length = 0;
      expect((await poll(logged, code, token)).statusCode).toBe(202);
      expect(lines).toEqual([]);
      expect((await get(logged, '/api/user/me', token)).statusCode).toBe(200);
      expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await logged.close();
    }
  });
});
