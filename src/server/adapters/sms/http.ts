import { SmsDeliveryError, type SmsLog, type SmsMessage, type SmsSender } from './types';

export interface HttpSmsOptions {
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Posts `{ "to": "60123456789", "message": "…" }` as JSON to an SMS gateway; any 2xx answer counts
 * as handed over. The message text is not logged here: it holds one-time codes.
 */
export class HttpSmsSender implements SmsSender {
  readonly transport = 'http';
  private readonly fetch: typeof fetch;

  constructor(
    private readonly options: HttpSmsOptions,
    private readonly log: SmsLog,
  ) {
    this.fetch = options.fetch ?? fetch;
  }

  async send(message: SmsMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let response: Response;
    try {
      response = await this.fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, message: message.text }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      this.log.warn({ to: message.to, err: String(err) }, 'SMS gateway unreachable');
      throw new SmsDeliveryError(`SMS gateway unreachable: ${String(err)}`);
    }
    if (!response.ok) {
      this.log.warn({ to: message.to, status: response.status }, 'SMS gateway refused the message');
      throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
    }
    this.log.info({ to: message.to }, 'SMS handed to the gateway');
  }
}
