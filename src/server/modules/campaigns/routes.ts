import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { stringFields } from '../../http/validate';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { campaignPaths, type FestiveSubmitRequest } from '../../../shared/contract/campaigns';
import { checkEligibility, submitEntry } from './service';

/** The festive 'Service & Cash8ack Campaign': eligibility of a service and its one entry. */
export function registerCampaignRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const authenticate = createAuthenticate(ctx);

  app.post<{ Body: Partial<FestiveSubmitRequest> }>(
    campaignPaths.cnySubmit,
    {
      preHandler: authenticate,
      schema: {
        body: stringFields({
          fullname: 255,
          mobile_number: 32,
          mobile_ext_no: 8,
          mobile_no: 32,
          answer: 32,
          tnc: 8,
          pdpa: 8,
          transaction_id: 64,
        }),
      },
    },
    async (request, reply) => sendOk(reply, await submitEntry(ctx, currentMember(request), request.body ?? {})),
  );

  // The path is campaignPaths.cnyEligibility with its parameter; the static submit path wins over it.
  app.get<{ Params: { transactionId: string } }>('/api/campaign-cny/:transactionId', { preHandler: authenticate }, async (request, reply) =>
    sendOk(reply, await checkEligibility(ctx, currentMember(request), request.params.transactionId)),
  );
}
