import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { defaultRateLimits } from '../../plugins/rateLimit';
import {
  clientErrorLimits,
  clientErrorSources,
  housekeepingPaths,
  type ClientErrorReceipt,
  type ClientErrorReport,
} from '../../../shared/contract/housekeeping';
import { logClientErrors } from './service';

/** Shapes and lengths only: an entry past a limit is refused whole (400), a body past the cap is 413. */
const reportSchema = {
  type: 'object',
  required: ['entries'],
  additionalProperties: false,
  properties: {
    entries: {
      type: 'array',
      minItems: 1,
      maxItems: clientErrorLimits.entriesPerReport,
      items: {
        type: 'object',
        required: ['source', 'message'],
        additionalProperties: false,
        properties: {
          source: { type: 'string', enum: [...clientErrorSources] },
          message: { type: 'string', minLength: 1, maxLength: clientErrorLimits.messageLength },
          stack: { type: 'string', maxLength: clientErrorLimits.stackLength },
          url: { type: 'string', maxLength: clientErrorLimits.urlLength },
          build_id: { type: 'string', maxLength: 64 },
          at: { type: 'string', maxLength: 40 },
          count: { type: 'integer', minimum: 1, maximum: 10_000 },
        },
      },
    },
    dropped: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  },
} as const;

/**
 * POST /api/client-errors: the web app's log transport. No sign-in (a crash on the login page
 * matters too); limited per address; stored in the server's log, not the database.
 */
export function registerClientErrorRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.post<{ Body: ClientErrorReport }>(
    housekeepingPaths.clientErrors,
    {
      schema: { body: reportSchema },
      bodyLimit: clientErrorLimits.bodyBytes,
      config: { rateLimit: ctx.rateLimits.clientErrors ?? defaultRateLimits.clientErrors },
    },
    async (request, reply) => {
      const received = logClientErrors(request.log, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        receivedAt: ctx.clock.now(),
      });
      const result: ClientErrorReceipt = { received };
      return sendOk(reply, result);
    },
  );
}
