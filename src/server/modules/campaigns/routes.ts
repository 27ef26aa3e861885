import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, routePath, typed } from '../../http/schema';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { campaignPaths } from '../../../shared/contract/campaigns';
import { FestiveEligibility, FestiveSubmitRequest, FestiveSubmitResult, TransactionIdParams } from '../../../shared/contract/schemas/campaigns';
import { checkEligibility, submitEntry } from './service';

/** The festive 'Service & Cash8ack Campaign': eligibility of a service and its one entry. */
export const campaignsModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const authenticate = createAuthenticate(ctx);

  api.post(
    campaignPaths.festiveSubmit,
    {
      preHandler: authenticate,
      schema: {
        body: presenceByRules(FestiveSubmitRequest),
        ...describe({
          caller: 'member',
          summary: 'Enter the festive campaign for a verified service',
          result: FestiveSubmitResult,
          refusals: { 404: 'The service was not verified during the campaign period', 412: 'An entry has already been received for this service' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await submitEntry(ctx, currentMember(request), request.body ?? {})),
  );

  // The static submit path wins over the parameter.
  api.get(
    routePath(campaignPaths.festiveEligibility, 'transactionId'),
    {
      preHandler: authenticate,
      schema: {
        params: TransactionIdParams,
        ...describe({
          caller: 'member',
          summary: 'Whether a service may enter the festive campaign',
          result: FestiveEligibility,
          refusals: { 404: 'No eligible service for this transaction ID', 409: 'This service already has an entry', 412: 'Not verified in the campaign period' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await checkEligibility(ctx, currentMember(request), request.params.transactionId)),
  );
};
