import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { carelineOperator } from '../../testing/operators';
import { carelinePaths } from '../../../shared/contract/careline';
import { sweepExpiredRecords } from './sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, body?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const audit = (action: string) => t.database.db.selectFrom('audit_log').select(['actor', 'subject']).where('action', '=', action).orderBy('id').execute();

describe('the careline\'s records', () => {
  it('go: expired challenges, failures past their window, sessions a day past their 8 hours and expired links', async () => {
    const admin = await carelineOperator(t, 'administrator');
    expect((await call('POST', carelinePaths.staff, { email: 'invited@quartz.example.com', role: 'agent' }, admin.headers)).statusCode).toBe(200);
    const person = await carelineOperator(t, 'agent');
    await call('POST', carelinePaths.passkeyOptions);
    await call('POST', carelinePaths.login, { email: 'nobody@quartz.example.com', password: 'not it at all', totp: '000000' });
    // A refresh token used twice ends its session, audited under the person.
    const next = (await call('POST', carelinePaths.refreshToken, { refresh_token: person.refreshToken })).json().result;
    expect((await call('POST', carelinePaths.refreshToken, { refresh_token: person.refreshToken })).statusCode).toBe(401);
    expect((await call('GET', carelinePaths.me, undefined, bearer(next.access_token))).statusCode).toBe(401);
    expect((await audit('session.refresh_reused')).at(-1)).toEqual({ actor: 'system', subject: person.actor });

    t.clock.advance(4 * 86_400_000);
    const counts = await sweepExpiredRecords(t.database.db, t.clock.now());
    expect(counts).toMatchObject({ carelineChallenges: 1, carelineFailures: 1, carelineSessions: 2, carelineEnrolments: 1 });
    for (const table of ['careline_challenges', 'careline_sign_in_failures', 'careline_sessions', 'careline_refresh_tokens', 'careline_enrolments'] as const) {
      expect([table, await t.database.db.selectFrom(table).select('id').execute()]).toEqual([table, []]);
    }
    // People stay.
    expect(await t.database.db.selectFrom('careline_staff').select('email').orderBy('id').execute()).toHaveLength(3);
  });
});
