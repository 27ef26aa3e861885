import type { Clock } from '../clock';
import type { Db } from '../../db/database';
import { insertOutboxMessage } from './outboxStore';
import type { SmsLog, SmsMessage, SmsSender } from './types';

/**
 * Keeps messages in the database instead of sending them: for development and tests, where
 * `GET /api/dev/sms-outbox` shows them. Refused in production by the configuration. The text
 * (it holds one-time codes) reaches the log only when `printText` is on: in development, where a
 * developer reads codes off the console.
 */
export class OutboxSmsSender implements SmsSender {
  readonly transport = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: SmsLog,
    private readonly options: { printText: boolean } = { printText: false },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await insertOutboxMessage(this.db, { mobile_number: message.to, message: message.text, created_at: this.clock.now() });
    this.log.info(this.options.printText ? { to: message.to, text: message.text } : { to: message.to }, 'SMS kept in the outbox');
  }
}
