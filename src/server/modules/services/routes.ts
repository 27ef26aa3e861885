import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import type { ReceiptStorage } from '../../adapters/receipts';
import { envelope, sendOk } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { describe, presenceByRules, routePath, typed } from '../../http/schema';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { sandboxUpload } from '../../plugins/security';
import { loyaltyErrors, loyaltyPaths, WORKSHOP_KEY_HEADER } from '../../../shared/contract/loyalty';
import {
  CodeParams,
  InitialValidateRequest,
  RejectServiceRequest,
  ServiceCheckResult,
  SubmitServiceFields,
  SubmitServiceResult,
  VerifyServiceResult,
  WorkshopServiceView,
} from '../../../shared/contract/schemas/loyalty';
import { createAuthenticateWorkshop, currentWorkshop } from '../workshops/keys';
import { canSeeReceipt, checkService, sendReceipt, type ReceiptCaller } from './check';
import { rejectService, serviceForDecider, toWorkshopView, verifyService } from './decisions';
import { findServiceByCode } from './store';
import { initialValidate, submitService } from './submit';
import { readServiceForm } from './upload';

// Served in its stored type, sandboxed (plugins/security.ts).
const receiptFile = ['image/jpeg', 'image/png', 'application/pdf'];
const decision = { 403: 'The service was not submitted to this workshop', 404: 'Service not found', 409: 'The service is no longer pending' };

export function registerServiceRoutes(app: FastifyInstance, ctx: ApiContext, storage: ReceiptStorage): void {
  const api = typed(app);
  const authenticate = createAuthenticate(ctx);
  const authenticateWorkshop = createAuthenticateWorkshop(ctx);
  const authenticateReceiptViewer = createAuthenticate(ctx, { cookie: true });

  api.post(
    loyaltyPaths.initialValidate,
    {
      preHandler: authenticate,
      schema: {
        body: presenceByRules(InitialValidateRequest),
        ...describe({
          caller: 'member',
          summary: 'Check a service may be submitted before the receipt is uploaded',
          refusals: { 404: 'Unknown workshop or vehicle', 410: 'The workshop has left the programme', 500: 'A submission rule failed (its own text, as the web app expects)' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await initialValidate(ctx, currentMember(request), request.body)),
  );

  api.post(
    loyaltyPaths.service,
    {
      preHandler: authenticate,
      config: { upload: true, multipartBody: SubmitServiceFields },
      schema: describe({
        caller: 'member',
        summary: 'Submit a service with its receipt (multipart; the file field is receipt_img)',
        result: SubmitServiceResult,
        refusals: { 404: 'Unknown workshop or vehicle', 408: 'The upload took too long', 409: 'A duplicate receipt or submission', 410: 'The workshop has left the programme', 413: 'The request is too large', 500: 'A submission rule failed (its own text)' },
      }),
    },
    async (request, reply) => {
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
    },
  );

  api.get(
    routePath(loyaltyPaths.serviceCheck, 'code'),
    {
      preHandler: authenticate,
      schema: {
        params: CodeParams,
        ...describe({
          caller: 'member',
          summary: "A service's verification state (polled)",
          result: ServiceCheckResult,
          refusals: { 202: 'Still pending', 403: 'Rejected', 404: 'Not the member\'s service', 410: 'Archived' },
        }),
      },
    },
    async (request, reply) => {
      const { status, result } = await checkService(ctx, currentMember(request), request.params.code);
      return reply.code(status).send(envelope(status, result));
    },
  );

  // The owner (bearer, or the cookie of the tab View Receipt opens), or the workshop with its key.
  api.get(
    routePath(loyaltyPaths.serviceReceipt, 'code'),
    {
      schema: {
        params: CodeParams,
        ...describe({ caller: 'member', summary: "A service's receipt, to its owner (bearer or access_token cookie) or its workshop (X-Workshop-Key)", file: receiptFile, refusals: { 404: 'Service not found' } }),
        security: [{ bearerAuth: [] }, { workshopKey: [] }],
      },
    },
    async (request, reply) => {
      let caller: ReceiptCaller;
      if (request.headers[WORKSHOP_KEY_HEADER.toLowerCase()] !== undefined) {
        await authenticateWorkshop.call(app, request, reply);
        caller = { workshop: currentWorkshop(request) };
      } else {
        await authenticateReceiptViewer.call(app, request, reply);
        caller = { member: currentMember(request) };
      }
      return sendCallerReceipt(caller, request, reply);
    },
  );

  async function sendCallerReceipt(caller: ReceiptCaller, request: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) {
    const code = request.params.code;
    const service = /^[A-Za-z0-9]{10}$/.test(code) ? await findServiceByCode(ctx.db, code.toUpperCase()) : undefined;
    if (!service || !canSeeReceipt(caller, service)) throw notFound(loyaltyErrors.serviceNotFound);
    return sendReceipt(storage, ctx, service, sandboxUpload(reply));
  }

  // The workshop app's API.
  api.get(
    routePath(loyaltyPaths.workshopService, 'code'),
    {
      preHandler: authenticateWorkshop,
      schema: { params: CodeParams, ...describe({ caller: 'workshop', summary: 'A service submitted to this workshop', result: WorkshopServiceView, refusals: decision }) },
    },
    async (request, reply) => {
      const decider = { kind: 'workshop', workshop: currentWorkshop(request) } as const;
      return sendOk(reply, await toWorkshopView(ctx.db, await serviceForDecider(ctx.db, request.params.code, decider)));
    },
  );

  api.get(
    routePath(loyaltyPaths.workshopServiceReceipt, 'code'),
    {
      preHandler: authenticateWorkshop,
      schema: { params: CodeParams, ...describe({ caller: 'workshop', summary: "A service's receipt", file: receiptFile, refusals: { 404: 'Service not found' } }) },
    },
    async (request, reply) => sendCallerReceipt({ workshop: currentWorkshop(request) }, request, reply),
  );

  api.post(
    routePath(loyaltyPaths.workshopVerify, 'code'),
    {
      preHandler: authenticateWorkshop,
      schema: { params: CodeParams, ...describe({ caller: 'workshop', summary: 'Verify a pending service', result: VerifyServiceResult, refusals: decision }) },
    },
    async (request, reply) => sendOk(reply, await verifyService(ctx, request.params.code, { kind: 'workshop', workshop: currentWorkshop(request) })),
  );

  api.post(
    routePath(loyaltyPaths.workshopReject, 'code'),
    {
      preHandler: authenticateWorkshop,
      schema: {
        params: CodeParams,
        body: presenceByRules(RejectServiceRequest),
        ...describe({ caller: 'workshop', summary: 'Reject a pending service with a reason', result: WorkshopServiceView, refusals: decision }),
      },
    },
    async (request, reply) =>
      sendOk(reply, await rejectService(ctx, request.params.code, request.body?.reason, { kind: 'workshop', workshop: currentWorkshop(request) })),
  );
}
