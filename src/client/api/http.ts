import { NETWORK_FAILURE_STATUS, type Envelope } from '../../shared/contract/envelope';
import { TOKEN_DELIVERY_HEADER } from '../../shared/contract/accounts';

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

export function networkFailure<T>(): Envelope<T> {
  return { status_code: NETWORK_FAILURE_STATUS, result: null, error: 'Network error' };
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

function sendWithProgress<T>(method: HttpMethod, url: string, options: RequestOptions): Promise<Envelope<T>> {
  return new Promise<Envelope<T>>((resolve) => {
    const { body, contentType } = encodeBody(options);
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headersFor(options, contentType))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve(toEnvelope<T>(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve(networkFailure<T>());
    xhr.onabort = () => resolve(networkFailure<T>());
    xhr.ontimeout = () => resolve(networkFailure<T>());
    xhr.send((body as XMLHttpRequestBodyInit | undefined) ?? null);
  }).catch(() => networkFailure<T>()); // open, setRequestHeader and send throw on a bad URL or header
}

/**
 * One call to the API. Never throws and never rejects: whatever happens, the caller gets an
 * envelope and decides on its `status_code` (502 when the network failed before any answer).
 */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  try {
    const url = buildUrl(options.baseUrl ?? '', path, options.query);
    if (options.onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
      return await sendWithProgress<T>(method, url, options);
    }
    const { body, contentType } = encodeBody(options);
    const response = await fetch(url, { method, headers: headersFor(options, contentType), body, credentials: 'same-origin' });
    const text = await response.text().catch(() => '');
    return toEnvelope<T>(response.status, text);
  } catch {
    return networkFailure<T>();
  }
}
