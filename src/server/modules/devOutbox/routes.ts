import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import { listOutbox } from '../../adapters/sms';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, typed } from '../../http/schema';
import { assertRules } from '../../http/validate';
import { accountPaths, type SmsOutboxMessage } from '../../../shared/contract/accounts';
import { SmsOutboxMessage as SmsOutboxMessageSchema, SmsOutboxQuery } from '../../../shared/contract/schemas/accounts';
import { validateFullMobile } from '../../../shared/rules';

/** Only while SMS go to the outbox (never in production): the texts a number was sent, newest first. */
export const devOutboxModule: ApiModule = async (app, { ctx }) => {
  if (ctx.sms.transport !== 'outbox') return;
  typed(app).get(
    accountPaths.smsOutbox,
    {
      schema: {
        querystring: presenceByRules(SmsOutboxQuery),
        ...describe({ caller: 'public', summary: 'Development only: the texts sent to a number, newest first', result: Type.Array(SmsOutboxMessageSchema) }),
      },
    },
    async (request, reply) => {
      const mobileNumber = (request.query.mobile_number ?? '').trim();
      assertRules(validateFullMobile(mobileNumber, 'login'));
      const entries = await listOutbox(ctx.db, mobileNumber);
      const result: SmsOutboxMessage[] = entries.map((entry) => ({
        mobile_number: entry.mobile_number,
        message: entry.message,
        created_date: entry.created_at.toISOString(),
      }));
      return sendOk(reply, result);
    },
  );
};
