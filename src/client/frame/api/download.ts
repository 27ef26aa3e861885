import type { Envelope } from '../../../shared/contract/envelope';
import { buildUrl, connectionFailure, toEnvelope, type QueryValue } from './http';

/** A file the server sends to be saved (a CSV), under the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

const FILENAME = /filename="([^"]+)"/;

/** A download as a file (`fallbackName` when the server names none); a refusal still comes as the envelope. */
export async function downloadFile(
  baseUrl: string,
  path: string,
  query: Record<string, QueryValue>,
  token: string,
  fallbackName: string,
): Promise<Envelope<DownloadedFile>> {
  try {
    const res = await fetch(buildUrl(baseUrl, path, query), {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
    if (!res.ok) return toEnvelope<DownloadedFile>(res.status, await res.text());
    const filename = FILENAME.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
    return { status_code: 200, result: { blob: await res.blob(), filename }, error: null };
  } catch {
    return connectionFailure<DownloadedFile>();
  }
}
