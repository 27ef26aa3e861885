import { createTestApp, type TestApp } from '../testing/testApp';
import { verifiedMember } from '../testing/accounts';
import { addVehicle, asWorkshop, submissionFields, submitOk, workshopVerify } from '../testing/loyalty';
import { createWorkshop } from '../testing/workshops';
import { probePaths } from '../../shared/contract/server';
import { createMetrics, type Metrics } from './metrics';

const TOKEN = 'metrics-token-for-the-metrics-test';
const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: probePaths.metrics, headers: authorization ? { authorization } : {} });

/** A counter's value (no labels) as the registry holds it. */
async function valueOf(metrics: Metrics, name: string): Promise<number> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  return metric?.values[0]?.value ?? 0;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is a 404 in the envelope', async () => {
    const t = await createTestApp();
    try {
      const res = await scrape(t, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status_code: 404, result: null, error: 'Metrics are off' });
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let metrics: Metrics;

  beforeAll(async () => {
    metrics = createMetrics({ processMetrics: true });
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { metrics });
  }, 60_000);
  afterAll(() => t.close());

  it.each([undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN])('refuses %s with 401 in the envelope', async (authorization) => {
    const res = await scrape(t, authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status_code: 401, result: null, error: 'A valid metrics token is required' });
  });

  it('answers the Prometheus text format with the bearer token, process metrics included', async () => {
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('# TYPE loyalty_members_verified_total counter');
    // The embedded database has no pool.
    expect(res.body).not.toContain('loyalty_db_pool_clients');
  });

  it('counts requests and their latency by route pattern and status, never by raw URL', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const car = await addVehicle(t, tokens.access_token);
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: `/api/vehicle/${car.guid}/cycles`, headers: auth })).statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: `/api/no-such/${car.guid}?mobile_number=${mobile}` });

    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(body).toContain('http_requests_total{method="GET",route="/api/vehicle/:guid/cycles",status_code="200"} 3');
    expect(body).toContain('http_request_duration_seconds_count{method="GET",route="/api/vehicle/:guid/cycles",status_code="200"} 3');
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/vehicle\/:guid\/cycles",status_code="200"\} 3/);
    expect(body).toContain('http_requests_total{method="GET",route="(unmatched)",status_code="404"} 1');
    expect(body).toContain('route="/metrics",status_code="401"');

    const labels = [...body.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]).join('\n');
    for (const secret of [car.guid, mobile, tokens.access_token, TOKEN, 'Bearer']) expect(labels).not.toContain(secret);
    expect(labels).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(labels).not.toMatch(/\d{9,}/);
  });

  it('counts registrations, verified members, submissions, decisions, free bottles where each happens', async () => {
    const before = {
      registrations: await valueOf(metrics, 'loyalty_registrations_started_total'),
      members: await valueOf(metrics, 'loyalty_members_verified_total'),
      submitted: await valueOf(metrics, 'loyalty_services_submitted_total'),
    };
    const workshop = await createWorkshop(t);
    const { tokens } = await verifiedMember(t);
    const car = await addVehicle(t, tokens.access_token);
    const first = await submitOk(t, tokens.access_token, submissionFields(car.guid, workshop.workshopId, { current_mileage: 1000 }));
    await workshopVerify(t, workshop.key, first);
    const second = await submitOk(t, tokens.access_token, submissionFields(car.guid, workshop.workshopId, { current_mileage: 2000 }));
    const rejected = await asWorkshop(t, workshop.key, 'POST', `/api/workshop/service/${second}/reject`, { reason: 'Receipt unreadable' });
    expect(rejected.statusCode).toBe(200);

    expect(await valueOf(metrics, 'loyalty_registrations_started_total')).toBe(before.registrations + 1);
    expect(await valueOf(metrics, 'loyalty_members_verified_total')).toBe(before.members + 1);
    expect(await valueOf(metrics, 'loyalty_services_submitted_total')).toBe(before.submitted + 2);
    expect(await valueOf(metrics, 'loyalty_services_verified_total')).toBe(1);
    expect(await valueOf(metrics, 'loyalty_services_rejected_total')).toBe(1);
    expect(await valueOf(metrics, 'loyalty_free_bottles_earned_total')).toBe(0);
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(body).toContain('loyalty_services_verified_total 1');
    expect(body).toContain(`route="/api/workshop/service/:code/verify",status_code="200"`);
    expect(body).not.toContain(first);
  });
});

describe('metrics registries', () => {
  it('are per app, so two apps in one process do not collide', () => {
    const a = createMetrics({ processMetrics: true });
    const b = createMetrics({ processMetrics: true });
    a.memberVerified();
    expect(a.registry).not.toBe(b.registry);
  });

  it('read the PostgreSQL pool at each scrape', async () => {
    let use = { total: 3, idle: 1, waiting: 2 };
    const metrics = createMetrics({ poolUse: () => use });
    expect(await metrics.registry.metrics()).toMatch(/loyalty_db_pool_clients 3\n[\s\S]*loyalty_db_pool_clients_idle 1\n[\s\S]*loyalty_db_pool_requests_waiting 2\n/);
    use = { total: 10, idle: 0, waiting: 7 };
    expect(await metrics.registry.metrics()).toContain('loyalty_db_pool_requests_waiting 7');
  });
});
