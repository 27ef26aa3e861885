import type { Config } from '../../../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { HttpSmsSender } from './http';
import { OutboxSmsSender } from './outbox';
import type { SmsLog, SmsSender } from './types';

export * from './types';
export { HttpSmsSender } from './http';
export { OutboxSmsSender } from './outbox';
export { listOutbox, type OutboxEntry } from './outboxStore';

export function createSmsSender(config: Config, db: Db, clock: Clock, log: SmsLog): SmsSender {
  if (config.smsTransport === 'http') {
    return new HttpSmsSender({ url: config.smsHttpUrl!, token: config.smsHttpToken }, log);
  }
  return new OutboxSmsSender(db, clock, log, { printText: config.env === 'development' });
}
