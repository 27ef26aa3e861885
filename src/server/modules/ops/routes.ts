import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { stringFields } from '../../http/validate';
import type { OpsMobileNumberRequest, OpsVehicleAllowanceRequest, RejectServiceRequest } from '../../../shared/contract/loyalty';
import { rejectService, verifyService } from '../services/decisions';
import { loadPins } from '../campaigns/pins';
import { campaignPaths, type OpsCampaignPinsRequest } from '../../../shared/contract/campaigns';
import { createAuthenticateOps, opsActorName } from './auth';
import { changeMobileNumber, issueWorkshopKey, listServices, removeMember, setVehicleAllowance } from './service';

/** The careline's API (domain.md 'Operators'); `npm run ops` is its command-line client. */
export function registerOpsRoutes(app: FastifyInstance, ctx: ApiContext): void {
  // Off without OPS_TOKEN: every call then meets the ordinary 404 of an unknown path.
  if (!ctx.config.opsToken) return;
  const onRequest = createAuthenticateOps(ctx);
  type Code = { Params: { code: string } };
  type Mobile = { Params: { mobile: string } };

  app.post<{ Params: { workshopId: string } }>('/api/ops/workshops/:workshopId/key', { onRequest }, async (request, reply) =>
    sendOk(reply, await issueWorkshopKey(ctx, request.params.workshopId, opsActorName(request))),
  );

  app.get<{ Querystring: { status?: string } }>(
    '/api/ops/services',
    { onRequest, schema: { querystring: stringFields({ status: 4 }) } },
    async (request, reply) => sendOk(reply, await listServices(ctx, request.query.status, opsActorName(request))),
  );

  app.post<Code>('/api/ops/services/:code/verify', { onRequest }, async (request, reply) =>
    sendOk(reply, await verifyService(ctx, request.params.code, { kind: 'ops', name: opsActorName(request) })),
  );

  app.post<Code & { Body: Partial<RejectServiceRequest> | undefined }>(
    '/api/ops/services/:code/reject',
    { onRequest, schema: { body: stringFields({ reason: 1000 }) } },
    async (request, reply) =>
      sendOk(reply, await rejectService(ctx, request.params.code, request.body?.reason, { kind: 'ops', name: opsActorName(request) })),
  );

  app.post<Mobile & { Body: Partial<OpsMobileNumberRequest> | undefined }>(
    '/api/ops/members/:mobile/mobile-number',
    { onRequest, schema: { body: stringFields({ mobile_number: 32 }) } },
    async (request, reply) =>
      sendOk(reply, await changeMobileNumber(ctx, request.params.mobile, request.body?.mobile_number, opsActorName(request))),
  );

  app.post<Mobile & { Body: Partial<Record<keyof OpsVehicleAllowanceRequest, string>> | undefined }>(
    '/api/ops/members/:mobile/vehicle-allowance',
    { onRequest, schema: { body: stringFields({ max_vehicles: 8 }) } },
    async (request, reply) =>
      sendOk(reply, await setVehicleAllowance(ctx, request.params.mobile, request.body?.max_vehicles, opsActorName(request))),
  );

  app.delete<Mobile>('/api/ops/members/:mobile', { onRequest }, async (request, reply) =>
    sendOk(reply, await removeMember(ctx, request.params.mobile, opsActorName(request))),
  );

  // Up to about 20,000 PINs a load; the body limit is raised for this route only.
  app.post<{ Body: Partial<OpsCampaignPinsRequest> | undefined }>(
    campaignPaths.opsCnyPins,
    { onRequest, bodyLimit: 2 * 1024 * 1024, schema: { body: stringFields({ pins: 1_000_000 }) } },
    async (request, reply) => sendOk(reply, await loadPins(ctx, request.body?.pins, opsActorName(request))),
  );
}
