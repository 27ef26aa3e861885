/**
 * The calls measured at each size, each on filled members no earlier call changed: every member
 * endpoint, the workshop's verify and reject (of services members submitted through the API in the
 * same run), and the careline's member removal. Each answer must have the status named, or the
 * run stops: a fast wrong answer measures nothing.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signAccessToken } from '../../../src/server/adapters/tokens';
import { multipartBody, receiptFile, submissionFields } from '../../../src/server/testing/loyalty';
import { BENCH_PASSWORD, benchMobile, benchName } from './fill';

export interface BenchMember {
  id: number;
  sessionId: string;
  vehicleGuid: string;
  cycleGuid: string;
  transactionCode: string;
}

export interface BenchContext {
  app: FastifyInstance;
  jwtSecret: string;
  /** A careline supervisor's signed-in, stepped-up session. */
  operatorHeaders: Record<string, string>;
  renewOperator(): Promise<void>;
  workshopId: string;
  workshopKey: string;
  /** Transaction codes members submitted in this round, for the workshop to decide. */
  submitted: string[];
  now(): Date;
}

export interface Endpoint {
  name: string;
  status: number;
  request(ctx: BenchContext, member: BenchMember): InjectOptions | null;
}

const bearer = (ctx: BenchContext, member: BenchMember) => {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  return { authorization: `Bearer ${signAccessToken({ sub: String(member.id), sid: member.sessionId, iat, exp: iat + 3600 }, ctx.jwtSecret)}` };
};

const memberGet = (name: string, url: (m: BenchMember) => string, status = 200): Endpoint => ({
  name,
  status,
  request: (ctx, m) => ({ method: 'GET', url: url(m), headers: bearer(ctx, m) }),
});

export const endpoints: Endpoint[] = [
  {
    name: 'POST /api/login',
    status: 200,
    request: (_ctx, m) => ({ method: 'POST', url: '/api/login', payload: { mobile_number: benchMobile(m.id), password: BENCH_PASSWORD, captcha: '' } }),
  },
  {
    name: 'POST /api/user/auth/token',
    status: 200,
    request: (_ctx, m) => ({ method: 'POST', url: '/api/user/auth/token', payload: { refresh_token: `refresh${m.id}` } }),
  },
  memberGet('GET /api/user/me', () => '/api/user/me'),
  {
    name: 'PUT /api/user/me',
    status: 200,
    request: (ctx, m) => ({
      method: 'PUT',
      url: '/api/user/me',
      headers: bearer(ctx, m),
      payload: { fullname: benchName(m.id), birth_date: '1985-06-15', email: `member${m.id}@bench.example`, address: '1 Jalan Bench', state: 'Selangor', country: 'Malaysia', postal_code: '40000' },
    }),
  },
  memberGet('GET /api/loyalty', () => '/api/loyalty'),
  memberGet('GET /api/vehicle/:guid/cycles', (m) => `/api/vehicle/${m.vehicleGuid}/cycles`),
  memberGet('GET /api/cycle/:guid/services', (m) => `/api/cycle/${m.cycleGuid}/services`),
  memberGet('GET /api/service/check/:code', (m) => `/api/service/check/${m.transactionCode}`),
  memberGet('GET /api/user/notifications', () => '/api/user/notifications'),
  { name: 'PUT /api/notification/read_all', status: 200, request: (ctx, m) => ({ method: 'PUT', url: '/api/notification/read_all', headers: bearer(ctx, m) }) },
  memberGet('GET /api/campaign/mgm/rewards', () => '/api/campaign/mgm/rewards'),
  memberGet('GET /api/workshop/active', () => '/api/workshop/active'),
  {
    name: 'POST /api/service/intial-validate',
    status: 200,
    request: (ctx, m) => ({
      method: 'POST',
      url: '/api/service/intial-validate',
      headers: bearer(ctx, m),
      payload: { workshop_id: ctx.workshopId, mileage: '40000', cycle_guid: m.cycleGuid, vehicle_guid: m.vehicleGuid },
    }),
  },
  {
    name: 'POST /api/vehicle',
    status: 200,
    request: (ctx, m) => ({
      method: 'POST',
      url: '/api/vehicle',
      headers: bearer(ctx, m),
      payload: { model_brand: 'Proton', model_name: 'Saga', plate_number: `BENCHX${m.id}`, year_manufactured: '2020', mileage: 0 },
    }),
  },
  {
    name: 'POST /api/service',
    status: 200,
    request: (ctx, m) => {
      const fields = submissionFields(m.vehicleGuid, ctx.workshopId, { current_mileage: 40000 });
      const { payload, headers } = multipartBody(fields as Record<string, string | number>, { content: receiptFile('jpeg', `bench-${m.id}-${Date.now()}`) });
      return { method: 'POST', url: '/api/service', payload, headers: { ...headers, ...bearer(ctx, m) } };
    },
  },
  {
    name: 'workshop POST …/verify',
    status: 200,
    request: (ctx) => workshopDecision(ctx, 'verify'),
  },
  {
    name: 'workshop POST …/reject',
    status: 200,
    request: (ctx) => workshopDecision(ctx, 'reject'),
  },
  { name: 'POST /api/user/logout', status: 200, request: (ctx, m) => ({ method: 'POST', url: '/api/user/logout', headers: bearer(ctx, m) }) },
  {
    name: 'ops DELETE /api/ops/members/:mobile',
    status: 200,
    request: (ctx, m) => ({ method: 'DELETE', url: `/api/ops/members/${benchMobile(m.id)}`, headers: ctx.operatorHeaders }),
  },
];

function workshopDecision(ctx: BenchContext, decision: 'verify' | 'reject'): InjectOptions | null {
  const code = ctx.submitted.shift();
  if (!code) return null;
  return {
    method: 'POST',
    url: `/api/workshop/service/${code}/${decision}`,
    headers: { 'x-workshop-key': ctx.workshopKey },
    ...(decision === 'reject' ? { payload: { reason: 'The receipt does not show the oil' } } : {}),
  };
}

/** Remembers what a submission created, for the workshop's decisions later in the round. */
export function afterAnswer(ctx: BenchContext, endpoint: Endpoint, body: string): void {
  if (endpoint.name !== 'POST /api/service') return;
  const code = (JSON.parse(body) as { result?: { transaction_code?: string } }).result?.transaction_code;
  if (code) ctx.submitted.push(code);
}
