import crypto from 'node:crypto';
import pg from 'pg';
import { accountErrors, accountPaths } from '../shared/contract/accounts';
import { loyaltyErrors, loyaltyPaths, ServiceStatus, WORKSHOP_KEY_HEADER } from '../shared/contract/loyalty';
import { DAY_MS, VERIFICATION_WINDOW_DAYS } from '../shared/loyalty/constants';
import { PASSWORD } from './testing/accounts';
import { addVehicle, call, latestCode, login, registerMember, uploadInTwoSteps, workshopKeyOf } from './testing/httpMembers';
import { describeWithRedis, startRedis, startS3, type LocalRedis, type LocalS3 } from './testing/localServices';
import { objectStoreEnv, processStores, startServerProcess, type ProcessStores, type ServerProcess } from './testing/serverProcess';

/**
 * Two API nodes behind one imaginary load balancer, sharing one PostgreSQL database, one Redis and one
 * object store, with no secret configured: whatever one node starts, the other carries on. Needs
 * PostgreSQL, so it runs in CI's PostgreSQL pass (DATABASE_URL); the embedded database has one owner.
 */
const WORKSHOP = 'KL1001';
/** Outside the numbers the test members get (testing/accounts.ts). */
const NO_MEMBER = '60198765432';

// Only a hang should fail this: on a host slowed threefold, beside the rest of CI, it took over 180 s.
jest.setTimeout(600_000);

const describeOnPostgres = process.env.DATABASE_URL ? describeWithRedis : describe.skip;

/** A careline administrator and a personal access token of theirs, written into the nodes' database as an enrolment and the console would. */
async function administratorToken(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = new Date();
    const staff = await client.query<{ id: number }>(
      `INSERT INTO careline_staff (email, role, enrolled_at, created_at, updated_at) VALUES ($1, 'administrator', $2, $2, $2) RETURNING id`,
      [`admin-${crypto.randomUUID()}@careline.example.com`, now],
    );
    const token = `clpat_${crypto.randomBytes(32).toString('base64url')}`;
    await client.query(
      `INSERT INTO careline_personal_tokens (staff_id, name, role, token_hash, created_at, expires_at) VALUES ($1, 'two nodes', 'administrator', $2, $3, $4)`,
      [staff.rows[0].id, crypto.createHash('sha256').update(token).digest('hex'), now, new Date(now.getTime() + 86_400_000)],
    );
    return token;
  } finally {
    await client.end();
  }
}

describeOnPostgres('two API nodes on one PostgreSQL, Redis and object store', () => {
  let database: ProcessStores;
  let redis: LocalRedis;
  let s3: LocalS3;
  let nodes: ServerProcess[] = [];
  const started: ServerProcess[] = [];

  /** Both nodes at the same instant, as a deployment starts them: each migrates the empty database. */
  async function startNodes(): Promise<void> {
    const env = {
      ...database.env,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      // Its own object store, whatever the run keeps other tests' receipts in.
      ...objectStoreEnv(s3.endpoint, s3.bucket),
      JWT_SECRET: '',
    };
    nodes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    started.push(...nodes);
  }

  async function stopNodes(): Promise<void> {
    for (const node of nodes) node.process.kill('SIGTERM');
    expect(await Promise.all(nodes.map((node) => node.exited))).toEqual([0, 0]);
  }

  /** A client address of the test's own (the nodes trust the loopback proxy's X-Forwarded-For), so limits start from zero. */
  const fromAddress = () => ({ 'x-forwarded-for': `203.0.113.${crypto.randomInt(1, 255)}` });

  beforeAll(async () => {
    [database, redis, s3] = await Promise.all([processStores(), startRedis(), startS3()]);
    await startNodes();
  });

  afterAll(async () => {
    for (const node of started) if (node.process.exitCode === null) node.process.kill('SIGKILL');
    await Promise.all(started.map((node) => node.exited));
    redis?.stop();
    await s3?.stop();
    await database?.drop();
  });

  it('registers through one node and verifies, logs in and refreshes through the other', async () => {
    const [one, two] = nodes.map((node) => node.baseUrl);
    const { mobile, tokens } = await registerMember(one, two);
    expect((await call(two, 'GET', accountPaths.me, { token: tokens.access_token })).status).toBe(200);
    const loggedIn = await login(two, mobile);
    expect(loggedIn.status).toBe(200);
    const refreshed = await call(one, 'POST', accountPaths.refreshToken, { form: { refresh_token: loggedIn.body.result.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await call(two, 'GET', accountPaths.me, { token: refreshed.body.result.access_token })).body.result.mobile_number).toBe(mobile);
  });

  it('opens a receipt uploaded through one node through the other, for the member and the workshop', async () => {
    const [one, two] = nodes.map((node) => node.baseUrl);
    const { tokens } = await registerMember(one);
    const vehicle = await addVehicle(one, tokens.access_token);
    const receipt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(300 * 1024)]);
    const upload = uploadInTwoSteps(one, tokens.access_token, vehicle, WORKSHOP, { content: receipt });
    upload.finish();
    const code: string = (await upload.answer).body.result.transaction_code;

    const asMember = await fetch(`${two}${loyaltyPaths.serviceReceipt(code)}`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(asMember.status).toBe(200);
    expect(Buffer.from(await asMember.arrayBuffer()).equals(receipt)).toBe(true);
    const key = await workshopKeyOf(one, await administratorToken(database.env.DATABASE_URL), WORKSHOP);
    const asWorkshop = await fetch(`${two}${loyaltyPaths.workshopServiceReceipt(code)}`, { headers: { [WORKSHOP_KEY_HEADER]: key } });
    expect(asWorkshop.status).toBe(200);
    expect(Buffer.from(await asWorkshop.arrayBuffer()).equals(receipt)).toBe(true);
  });

  it('still opens the account to its right password on both nodes after 10 wrong ones spread over them', async () => {
    const { mobile } = await registerMember(nodes[0].baseUrl);
    for (let attempt = 0; attempt < 10; attempt++) {
      const node = nodes[attempt % 2].baseUrl;
      const wrong = await call(node, 'POST', accountPaths.login, { form: { mobile_number: mobile, password: 'Wrong#1234', captcha: '' }, headers: fromAddress() });
      expect(wrong.body.error).toBe(accountErrors.invalidLogin);
    }
    for (const node of nodes) {
      const right = await call(node.baseUrl, 'POST', accountPaths.login, { form: { mobile_number: mobile, password: PASSWORD, captcha: '' }, headers: fromAddress() });
      expect(right.status).toBe(200);
    }
  });

  it('counts one address’s code sends on both nodes together', async () => {
    const headers = fromAddress();
    const answers: number[] = [];
    // The limit is 20 sends in 15 minutes from one address; alone, each node would allow 20. A number
    // with no account is answered alike but meets no per-number limit, which would refuse sooner.
    for (let send = 0; send < 21; send++) {
      const node = nodes[send % 2].baseUrl;
      answers.push((await call(node, 'POST', accountPaths.forgotPassword, { form: { mobile_number: NO_MEMBER }, headers })).status);
    }
    expect(answers.slice(0, 20)).not.toContain(429);
    expect(answers[20]).toBe(429);
  });

  it('rejects each service left pending past the window once, though both nodes run the expiry job', async () => {
    const [one] = nodes.map((node) => node.baseUrl);
    const { tokens } = await registerMember(one);
    const codes: string[] = [];
    for (let car = 0; car < 3; car++) {
      const upload = uploadInTwoSteps(one, tokens.access_token, await addVehicle(one, tokens.access_token), WORKSHOP, {
        content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(1024)]),
      });
      upload.finish();
      codes.push((await upload.answer).body.result.transaction_code);
    }
    await stopNodes();
    const db = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await db.connect();
    try {
      const submitted = new Date(Date.now() - (VERIFICATION_WINDOW_DAYS + 1) * DAY_MS);
      await db.query('UPDATE services SET created_at = $1 WHERE transaction_code = ANY($2)', [submitted, codes]);
      // Each node runs the job as it starts.
      await startNodes();
      for (const code of codes) {
        for (;;) {
          const check = await db.query('SELECT status FROM services WHERE transaction_code = $1', [code]);
          if (check.rows[0].status === ServiceStatus.Rejected) break;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      // A node lets a job run in progress finish before it exits: once both have stopped, both runs are over.
      await stopNodes();
      const audited = await db.query("SELECT subject, count(*)::int AS n FROM audit_log WHERE action = 'service.rejected' AND subject = ANY($1) GROUP BY subject", [codes]);
      expect(audited.rows.map((row) => row.n)).toEqual([1, 1, 1]);
      const told = await db.query('SELECT count(*)::int AS n FROM notifications WHERE message LIKE $1', [`%${loyaltyErrors.verificationExpired}%`]);
      expect(told.rows[0].n).toBe(3);
    } finally {
      await db.end();
    }
  });
});
