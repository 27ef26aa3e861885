import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { defaultRateLimits } from '../../plugins/rateLimit';
import { describe, typed } from '../../http/schema';
import { clientErrorLimits, errorReportPaths, type ClientErrorReceipt } from '../../../shared/contract/errorReports';
import { ClientErrorReceipt as ClientErrorReceiptSchema, ClientErrorReport } from '../../../shared/contract/schemas/content';
import { logClientErrors } from './service';

/**
 * POST /api/client-errors: the web app's log transport. No sign-in (a crash on the login page
 * matters too); limited per address; stored in the server's log, not the database.
 */
export const clientErrorsModule: ApiModule = async (app, { ctx }) => {
  typed(app).post(
    errorReportPaths.clientErrors,
    {
      // Shapes and lengths only: an entry past a limit is refused whole (400), a body past the cap is 413.
      schema: {
        body: ClientErrorReport,
        consumes: ['application/json'],
        ...describe({
          caller: 'public',
          summary: "The web app's log transport: errors from members' browsers (JSON)",
          result: ClientErrorReceiptSchema,
          refusals: { 413: 'The error report is too large', 429: 'Too many requests from this address' },
        }),
      },
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
};
