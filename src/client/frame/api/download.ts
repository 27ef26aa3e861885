import type { Envelope } from '../../../shared/contract/envelope';
import { buildUrl, connectionFailure, toEnvelope, type QueryValue } from './http';

/** A file the server sends as it is (a receipt, a CSV, a member's zip), not in the envelope. */
export interface FetchedFile {
  blob: Blob;
  type: string;
  /** The name the server gave a download (Content-Disposition), if it named one. */
  filename?: string;
}

/** A file route's answer; a refusal still comes as the envelope. Authenticated: the token LAST. */
export type FetchFile = (path: string, query: Record<string, QueryValue>, token: string) => Promise<Envelope<FetchedFile>>;

const FILENAME = /filename="([^"]+)"/;

export function fileFetcher(baseUrl = ''): FetchFile {
  return async (path, query, token) => {
    try {
      const res = await fetch(buildUrl(baseUrl, path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
      if (!res.ok) return toEnvelope<FetchedFile>(res.status, await res.text());
      const blob = await res.blob();
      const filename = FILENAME.exec(res.headers.get('content-disposition') ?? '')?.[1];
      return { status_code: 200, result: { blob, type: res.headers.get('content-type') ?? blob.type, filename }, error: null };
    } catch {
      return connectionFailure<FetchedFile>();
    }
  };
}
