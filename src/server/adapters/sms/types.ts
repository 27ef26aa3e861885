/** One text message to one mobile number (digits with the country code, no '+'). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends text messages. Throws `SmsDeliveryError` when the message could not be handed over. */
export interface SmsSender {
  readonly transport: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}

/** The part of a pino logger the senders use. */
export interface SmsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
