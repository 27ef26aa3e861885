import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, routePath, typed } from '../../http/schema';
import { sandboxUpload } from '../../plugins/security';
import { CodeParams } from '../../../shared/contract/schemas/loyalty';
import { CounterRejectRequest, CounterSearchQuery, CounterService, CounterStats, CounterVerifyResult, PendingService } from '../../../shared/contract/schemas/workshopApp';
import { workshopAppPaths } from '../../../shared/contract/workshopApp';
import { sendReceipt } from '../services/check';
import { serviceForDecider } from '../verification/decisions';
import { createAuthenticateStaff, currentStaff } from '../workshopStaff/auth';
import { counterReject, counterSearch, counterService, counterStats, counterVerify, pendingServices, staffDecider } from './service';

const notOurs = { 404: 'Service not found (an unknown code, or another workshop’s service)' };
const decision = { ...notOurs, 409: 'The service is no longer pending' };

/** The counter app's API for workshop staff (domain.md 'Workshop staff'); every decision is audited under the person. */
export const counterModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const preHandler = createAuthenticateStaff(ctx);

  api.get(
    workshopAppPaths.pending,
    { preHandler, schema: describe({ caller: 'staff', summary: "The workshop's pending services, oldest first, with their age and time left", result: Type.Array(PendingService) }) },
    async (request, reply) => sendOk(reply, await pendingServices(ctx, currentStaff(request))),
  );

  api.get(
    workshopAppPaths.stats,
    { preHandler, schema: describe({ caller: 'staff', summary: "Today's verified and rejected; this month's services, bottles and free bottles", result: CounterStats }) },
    async (request, reply) => sendOk(reply, await counterStats(ctx, currentStaff(request))),
  );

  api.get(
    workshopAppPaths.search,
    {
      preHandler,
      schema: {
        querystring: presenceByRules(CounterSearchQuery),
        ...describe({ caller: 'staff', summary: "Find the workshop's services by plate number or Service ID", result: Type.Array(PendingService), refusals: { 400: 'Fewer than 3 letters or digits' } }),
      },
    },
    async (request, reply) => sendOk(reply, await counterSearch(ctx, currentStaff(request), request.query.q)),
  );

  api.get(
    routePath(workshopAppPaths.service, 'code'),
    { preHandler, schema: { params: CodeParams, ...describe({ caller: 'staff', summary: 'A service of this workshop, as the counter shows it', result: CounterService, refusals: notOurs }) } },
    async (request, reply) => sendOk(reply, await counterService(ctx, currentStaff(request), request.params.code)),
  );

  api.get(
    routePath(workshopAppPaths.receipt, 'code'),
    {
      preHandler,
      schema: { params: CodeParams, ...describe({ caller: 'staff', summary: "A service's receipt (fetch with the bearer token)", file: ['image/jpeg', 'image/png', 'application/pdf'], refusals: notOurs }) },
    },
    async (request, reply) => {
      const service = await serviceForDecider(ctx.db, request.params.code, staffDecider(currentStaff(request)));
      return sendReceipt(ctx.receipts, ctx, service, sandboxUpload(reply));
    },
  );

  api.post(
    routePath(workshopAppPaths.verify, 'code'),
    { preHandler, schema: { params: CodeParams, ...describe({ caller: 'staff', summary: 'Verify a pending service; answers what to hand over (audited)', result: CounterVerifyResult, refusals: decision }) } },
    async (request, reply) => sendOk(reply, await counterVerify(ctx, currentStaff(request), request.params.code)),
  );

  api.post(
    routePath(workshopAppPaths.reject, 'code'),
    {
      preHandler,
      schema: {
        params: CodeParams,
        body: presenceByRules(CounterRejectRequest),
        ...describe({ caller: 'staff', summary: 'Reject a pending service with a listed reason, or other with free text (audited)', result: CounterService, refusals: decision }),
      },
    },
    async (request, reply) => sendOk(reply, await counterReject(ctx, currentStaff(request), request.params.code, request.body)),
  );
};
