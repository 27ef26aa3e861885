import type { ApiModule } from '../../context';
import { envelope, sendOk } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { describe, presenceByRules, routePath, typed } from '../../http/schema';
import { accessClaims, createAuthenticate, currentMember } from '../../plugins/auth';
import { sandboxUpload } from '../../plugins/security';
import { loyaltyPaths, WORKSHOP_KEY_HEADER } from '../../../shared/contract/loyalty';
import {
  CodeParams,
  InitialValidateRequest,
  ServiceCheckResult,
  SubmitServiceFields,
  SubmitServiceResult,
} from '../../../shared/contract/schemas/loyalty';
import { createAuthenticateWorkshop, currentWorkshop } from '../workshops/keys';
import { checkService, sendCallerReceipt, type ReceiptCaller } from './check';
import { initialValidate, submitService } from './submit';
import { readServiceForm } from './upload';

// Served in its stored type, sandboxed (plugins/security.ts).
const receiptFile = ['image/jpeg', 'image/png', 'application/pdf'];

export const servicesModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const storage = ctx.receipts;
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
        refusals: { 404: 'Unknown workshop or vehicle', 408: 'The upload took too long', 507: 'The receipt storage is full (a text for the member)', 409: 'A duplicate receipt or submission', 410: 'The workshop has left the programme', 413: 'The request is too large', 500: 'A submission rule failed (its own text)' },
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
        if (err instanceof ApiError && err.statusCode === 507) ctx.metrics.receiptStorageFull();
        throw err;
      }
      return sendOk(reply, await submitService(ctx, storage, member, form));
    },
  );

  api.get(
    routePath(loyaltyPaths.serviceCheck, 'code'),
    {
      // The session is checked inside the poll's own query (checkService), not by `authenticate`.
      // Every member on step 4 polls every 3.5 s: its two request lines a poll would be most of the
      // log and a tenth of the server's time, so only warnings and errors are logged (/metrics counts every poll).
      logLevel: 'warn',
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
      const { status, result, error } = await checkService(ctx, accessClaims(ctx, request), request.params.code);
      return reply.code(status).send(envelope(status, result, error ?? null));
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
      return sendCallerReceipt(ctx, storage, caller, request.params.code, sandboxUpload(reply));
    },
  );

  // The workshop app's copy of the receipt; its decisions are the verification module's.
  api.get(
    routePath(loyaltyPaths.workshopServiceReceipt, 'code'),
    {
      preHandler: authenticateWorkshop,
      schema: { params: CodeParams, ...describe({ caller: 'workshop', summary: "A service's receipt", file: receiptFile, refusals: { 404: 'Service not found' } }) },
    },
    async (request, reply) => sendCallerReceipt(ctx, storage, { workshop: currentWorkshop(request) }, request.params.code, sandboxUpload(reply)),
  );
};
