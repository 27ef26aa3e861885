import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import type { ReceiptStorage } from '../../adapters/receipts';
import { envelope, sendOk } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { stringFields } from '../../http/validate';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { sandboxUpload } from '../../plugins/security';
import { loyaltyErrors, loyaltyPaths, WORKSHOP_KEY_HEADER, type InitialValidateRequest, type RejectServiceRequest } from '../../../shared/contract/loyalty';
import { createAuthenticateWorkshop, currentWorkshop } from '../workshops/keys';
import { canSeeReceipt, checkService, sendReceipt, type ReceiptCaller } from './check';
import { rejectService, serviceForDecider, toWorkshopView, verifyService } from './decisions';
import { findServiceByCode } from './store';
import { initialValidate, submitService } from './submit';
import { readServiceForm } from './upload';

export function registerServiceRoutes(app: FastifyInstance, ctx: ApiContext, storage: ReceiptStorage): void {
  const authenticate = createAuthenticate(ctx);
  const authenticateWorkshop = createAuthenticateWorkshop(ctx);
  const authenticateReceiptViewer = createAuthenticate(ctx, { cookie: true });

  app.post<{ Body: Partial<InitialValidateRequest> }>(
    loyaltyPaths.initialValidate,
    { preHandler: authenticate, schema: { body: stringFields({ workshop_id: 32, mileage: 16, cycle_guid: 64, vehicle_guid: 64 }) } },
    async (request, reply) => sendOk(reply, await initialValidate(ctx, currentMember(request), request.body)),
  );

  app.post(loyaltyPaths.service, { preHandler: authenticate, config: { upload: true } }, async (request, reply) => {
    const member = currentMember(request);
    let form;
    try {
      form = await readServiceForm(request, storage, ctx.clock.now());
    } catch (err) {
      // The upload deadline has answered 408 and closed the connection, which is what cut the upload short.
      if (reply.sent) return undefined;
      throw err;
    }
    return sendOk(reply, await submitService(ctx, storage, member, form));
  });

  app.get<{ Params: { code: string } }>('/api/service/check/:code', { preHandler: authenticate }, async (request, reply) => {
    const { status, result } = await checkService(ctx, currentMember(request), request.params.code);
    return reply.code(status).send(envelope(status, result));
  });

  // The owner (bearer, or the cookie of the tab View Receipt opens), or the workshop with its key.
  app.get<{ Params: { code: string } }>('/api/service/:code/receipt', async (request, reply) => {
    let caller: ReceiptCaller;
    if (request.headers[WORKSHOP_KEY_HEADER.toLowerCase()] !== undefined) {
      await authenticateWorkshop.call(app, request, reply);
      caller = { workshop: currentWorkshop(request) };
    } else {
      await authenticateReceiptViewer.call(app, request, reply);
      caller = { member: currentMember(request) };
    }
    return sendCallerReceipt(caller, request, reply);
  });

  async function sendCallerReceipt(caller: ReceiptCaller, request: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) {
    const code = request.params.code;
    const service = /^[A-Za-z0-9]{10}$/.test(code) ? await findServiceByCode(ctx.db, code.toUpperCase()) : undefined;
    if (!service || !canSeeReceipt(caller, service)) throw notFound(loyaltyErrors.serviceNotFound);
    return sendReceipt(storage, ctx, service, sandboxUpload(reply));
  }

  // The workshop app's API.
  app.get<{ Params: { code: string } }>('/api/workshop/service/:code', { preHandler: authenticateWorkshop }, async (request, reply) => {
    const decider = { kind: 'workshop', workshop: currentWorkshop(request) } as const;
    return sendOk(reply, await toWorkshopView(ctx.db, await serviceForDecider(ctx.db, request.params.code, decider)));
  });

  app.get<{ Params: { code: string } }>('/api/workshop/service/:code/receipt', { preHandler: authenticateWorkshop }, async (request, reply) =>
    sendCallerReceipt({ workshop: currentWorkshop(request) }, request, reply),
  );

  app.post<{ Params: { code: string } }>('/api/workshop/service/:code/verify', { preHandler: authenticateWorkshop }, async (request, reply) =>
    sendOk(reply, await verifyService(ctx, request.params.code, { kind: 'workshop', workshop: currentWorkshop(request) })),
  );

  app.post<{ Params: { code: string }; Body: Partial<RejectServiceRequest> | undefined }>(
    '/api/workshop/service/:code/reject',
    { preHandler: authenticateWorkshop, schema: { body: stringFields({ reason: 1000 }) } },
    async (request, reply) =>
      sendOk(reply, await rejectService(ctx, request.params.code, request.body?.reason, { kind: 'workshop', workshop: currentWorkshop(request) })),
  );
}
