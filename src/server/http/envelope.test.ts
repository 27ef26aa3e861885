import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('wraps a successful answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, result: { ok: true, time: '2026-03-02T02:00:00.000Z' }, error: null });
  });

  it('answers an unknown path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status_code: 404, result: null, error: 'No such path: GET /api/no-such-thing' });
  });
});
