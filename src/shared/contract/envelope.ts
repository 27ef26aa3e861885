/** Every answer of the API, successful or not, has this shape; the HTTP status equals `status_code`. */
export interface Envelope<T = unknown> {
  status_code: number;
  result: T | null;
  error: string | null;
}

/** What the web app's HTTP client sends when the network failed before any answer came back. */
export const NETWORK_FAILURE_STATUS = 502;
