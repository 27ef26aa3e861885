import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { ReceiptStorage } from '../../adapters/receipts';
import { isReceiptStorageError, isStorageFull, receiptKey } from '../../adapters/receipts';
import { ApiError, badRequest } from '../../http/errors';
import { SERVICE_UNAVAILABLE } from '../../http/envelope';
import { serverTextsEn } from '../../../shared/serverTexts';
import { RECEIPT_FIELD } from '../../../shared/contract/loyalty';
import { RECEIPT_MAX_BYTES } from '../../../shared/rules';

/** Multipart limits: a file one byte under the refused size passes; busboy truncates anything longer. */
export const multipartLimits = {
  fileSize: RECEIPT_MAX_BYTES - 1,
  files: 1,
  fields: 20,
  fieldSize: 1024,
  parts: 21,
  headerPairs: 100,
};

/** A receipt as received: what its content is, judged by its first bytes, never by its name. */
export interface UploadedReceipt {
  key: string;
  sha256: string;
  size: number;
  /** Null when the content is not JPEG, PNG or PDF. */
  mime: string | null;
  /** At or over the 10,000 KB limit. */
  tooLarge: boolean;
}

const signatures: { mime: string; bytes: number[] }[] = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];
const HEAD_BYTES = 8;

export function detectReceiptType(head: Buffer): string | null {
  const match = signatures.find((s) => head.length >= s.bytes.length && s.bytes.every((b, i) => head[i] === b));
  return match?.mime ?? null;
}

/**
 * Streams the file to storage while hashing it and reading its signature; content that is not a
 * receipt stops being written at once (the rest is only drained) and is removed afterwards.
 */
async function storeReceipt(file: Readable & { truncated?: boolean }, storage: ReceiptStorage, key: string): Promise<UploadedReceipt> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let mime: string | null | undefined;
  async function* inspected(): AsyncGenerator<Buffer> {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (mime === undefined) {
        head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
        if (head.length >= HEAD_BYTES) mime = detectReceiptType(head);
      }
      if (mime !== null) yield chunk;
    }
    if (mime === undefined) mime = detectReceiptType(head);
  }
  await storage.write(key, Readable.from(inspected()));
  const receipt = { key, sha256: hash.digest('hex'), size, mime: mime ?? null, tooLarge: file.truncated === true };
  if (!receipt.mime || receipt.tooLarge || receipt.size === 0) await storage.remove(key);
  return receipt;
}

export const UNREADABLE_UPLOAD = 'The upload could not be read: send the fields and one receipt_img file';

export interface ServiceForm {
  fields: Record<string, string>;
  receipt: UploadedReceipt | null;
}

/** Reads the submission: its text fields and, streamed to storage, the `receipt_img` file. */
export async function readServiceForm(request: FastifyRequest, storage: ReceiptStorage, now: Date): Promise<ServiceForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
    return { fields, receipt: null };
  }
  const fields: Record<string, string> = {};
  let receipt: UploadedReceipt | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' || typeof part.value === 'number') fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === RECEIPT_FIELD && !receipt) {
        receipt = await storeReceipt(part.file, storage, receiptKey(now, crypto.randomUUID()));
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    if (receipt) await storage.remove(receipt.key);
    // The store failing is ours to answer: 507 when its disk is full, else 503 (a bucket that stops
    // answering, a failing disk), so the member is asked to try again later; anything else is a
    // malformed or cut-off upload.
    if (isReceiptStorageError(err)) {
      if (isStorageFull(err)) throw new ApiError(507, serverTextsEn.http.storageFull);
      request.log.error({ err }, 'the receipt store failed: the upload answered 503');
      throw new ApiError(503, SERVICE_UNAVAILABLE);
    }
    throw badRequest(UNREADABLE_UPLOAD);
  }
  return { fields, receipt };
}
