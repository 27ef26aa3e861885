import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, routePath, typed } from '../../http/schema';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { CodeParams, RejectServiceRequest, VerifyServiceResult, WorkshopServiceView } from '../../../shared/contract/schemas/loyalty';
import { createAuthenticateWorkshop, currentWorkshop } from '../workshops/keys';
import { rejectService, serviceForDecider, toWorkshopView, verifyService } from './decisions';

const decision = { 404: 'No such service, or one submitted to another workshop (answered alike)', 409: 'The service is no longer pending' };

/** The workshop app's API: a service submitted to the workshop, verified or rejected with its key. */
export const verificationModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const authenticateWorkshop = createAuthenticateWorkshop(ctx);

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
};
