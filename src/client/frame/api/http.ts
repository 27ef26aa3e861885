import { CANCEL } from 'redux-saga';
import { NETWORK_FAILURE_STATUS, type Envelope } from '../../../shared/contract/envelope';
import { TOKEN_DELIVERY_HEADER } from '../../../shared/contract/accounts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** A plain object (form-encoded or JSON) or a FormData (always multipart). */
  body?: Record<string, unknown> | FormData;
  /** true (default): application/x-www-form-urlencoded, as the contract asks; false: JSON. */
  form?: boolean;
  /** Bearer access token. */
  token?: string | null;
  query?: Record<string, QueryValue>;
  /** Fraction sent, 0 to 1; switches the request to XMLHttpRequest, the only API that reports it. */
  onUploadProgress?: (fraction: number) => void;
  /** Prefix of every path; '' means the page's own origin. */
  baseUrl?: string;
}

/**
 * Our own words in the envelope of a call the connection failed (never a server's text): the phone
 * is offline or the connection dropped (`lost`), or no answer came within the call's time limit
 * (`timedOut`). The status stays 502, as the contract's clients expect of a failed network.
 */
export const connectionErrors = { lost: 'Network error', timedOut: 'Timed out' } as const;

export type ConnectionProblem = keyof typeof connectionErrors;

export function connectionFailure<T>(problem: ConnectionProblem = 'lost'): Envelope<T> {
  return { status_code: NETWORK_FAILURE_STATUS, result: null, error: connectionErrors[problem] };
}

/** The connection, not a server, failed this call; which way, or null for any other answer. */
export function connectionProblemOf(answer: Pick<Envelope<unknown>, 'status_code' | 'error'>): ConnectionProblem | null {
  if (answer.status_code !== NETWORK_FAILURE_STATUS) return null;
  if (answer.error === connectionErrors.lost) return 'lost';
  if (answer.error === connectionErrors.timedOut) return 'timedOut';
  return null;
}

/** A call that threw in our own code (an injected api): a 502 with no text, told as the server error. */
export function unexpectedFailure<T>(): Envelope<T> {
  return { status_code: NETWORK_FAILURE_STATUS, result: null, error: null };
}

/** Makes a pending answer cancellable the way redux-saga cancels a call that lost a race or whose task ended. */
function cancellable<T>(pending: Promise<T>, cancel: () => void): Promise<T> {
  return Object.assign(pending, { [CANCEL]: cancel });
}

/** Cancels a pending answer made by `request` (aborting its request); anything else is left alone. */
export function cancelPending(pending: Promise<unknown> | undefined): void {
  const cancel = (pending as unknown as Record<string, unknown> | undefined)?.[CANCEL];
  if (typeof cancel === 'function') cancel();
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function formEncode(body: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}

function encodeBody(options: RequestOptions): { body?: BodyInit; contentType?: string } {
  const { body, form = true } = options;
  if (body === undefined) return {};
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body };
  if (form) return { body: formEncode(body as Record<string, unknown>), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * Reads an answer as the contract's envelope. An answer that is not an envelope (a proxy's HTML
 * error page, an empty body) still becomes one, carrying the HTTP status.
 */
export function toEnvelope<T>(httpStatus: number, text: string): Envelope<T> {
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'status_code' in parsed) {
        const envelope = parsed as Partial<Envelope<T>>;
        return {
          status_code: Number(envelope.status_code) || httpStatus,
          result: envelope.result ?? null,
          error: envelope.error ?? null,
        };
      }
      return { status_code: httpStatus, result: (parsed as T) ?? null, error: httpStatus === 200 ? null : `HTTP ${httpStatus}` };
    } catch {
      // not JSON: fall through
    }
  }
  return { status_code: httpStatus, result: null, error: httpStatus >= 200 && httpStatus < 300 ? null : `HTTP ${httpStatus}` };
}

function headersFor(options: RequestOptions, contentType?: string): Record<string, string> {
  // The refresh token stays in the server's HttpOnly cookie, never in an answer a script can read.
  const headers: Record<string, string> = { Accept: 'application/json', [TOKEN_DELIVERY_HEADER]: 'cookie' };
  if (contentType) headers['Content-Type'] = contentType;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return headers;
}

function sendWithProgress<T>(method: HttpMethod, url: string, options: RequestOptions, signal: AbortSignal): Promise<Envelope<T>> {
  return new Promise<Envelope<T>>((resolve) => {
    const { body, contentType } = encodeBody(options);
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headersFor(options, contentType))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve(toEnvelope<T>(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve(connectionFailure<T>());
    xhr.onabort = () => resolve(connectionFailure<T>());
    xhr.ontimeout = () => resolve(connectionFailure<T>('timedOut'));
    signal.addEventListener('abort', () => xhr.abort());
    xhr.send((body as XMLHttpRequestBodyInit | undefined) ?? null);
  }).catch(() => connectionFailure<T>()); // open, setRequestHeader and send throw on a bad URL or header
}

async function send<T>(method: HttpMethod, path: string, options: RequestOptions, signal: AbortSignal): Promise<Envelope<T>> {
  try {
    const url = buildUrl(options.baseUrl ?? '', path, options.query);
    if (options.onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
      return await sendWithProgress<T>(method, url, options, signal);
    }
    const { body, contentType } = encodeBody(options);
    const response = await fetch(url, { method, headers: headersFor(options, contentType), body, credentials: 'same-origin', signal });
    const text = await response.text().catch(() => '');
    return toEnvelope<T>(response.status, text);
  } catch {
    return connectionFailure<T>();
  }
}

/**
 * One call to the API. Never throws and never rejects: whatever happens, the caller gets an
 * envelope and decides on its `status_code` (502 when the connection failed before any answer).
 * A saga that stops waiting (a time limit, the member's Cancel) cancels the promise, which aborts
 * the request, so nothing keeps the line busy.
 */
export function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const controller = new AbortController();
  return cancellable(send<T>(method, path, options, controller.signal), () => controller.abort());
}
