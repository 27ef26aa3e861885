import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createDiskReceiptStorage } from './disk';
import { asStoreOperation, assertReceiptKey, KEY_PATTERN, monthOf, ReceiptStorageError, type ReceiptStorage, type StoredReceiptFile } from './storage';

export interface S3ReceiptStorageOptions {
  client: S3Client;
  bucket: string;
  /** Put before every key ('tenant/' or ''), so one bucket can hold other things beside the receipts. */
  prefix?: string;
  /** The folder of this node that uploads pass through on their way to the bucket (see below). */
  spoolDir: string;
}

/**
 * Receipts as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Google Cloud Storage).
 *
 * An upload streams to a file of this node first and then, its length known, to the bucket in one
 * PUT. Streaming straight to the bucket would need the length up front (a multipart upload can go
 * without, but holds each part of at least 5 MB in memory: ten 10 MB uploads at once cost over 100 MB).
 * This way memory stays flat whatever arrives, the object appears whole or not at all, and a file a
 * crash leaves behind is a half-written file the retention sweep lists and removes like any other.
 */
export function createS3ReceiptStorage({ client, bucket, prefix = '', spoolDir }: S3ReceiptStorageOptions): ReceiptStorage {
  const spool = createDiskReceiptStorage(spoolDir);
  const objectKey = (key: string) => {
    assertReceiptKey(key);
    return `${prefix}${key}`;
  };
  return {
    // Uploads are spooled on this node's disk on their way to the bucket: that is where they can run out of room.
    freeBytes: () => spool.freeBytes!(),
    async write(key, data) {
      const Key = objectKey(key);
      // Rethrows the upload's own error as it is, and a failure of the local disk as the store's.
      await spool.write(key, data);
      const file = path.join(spoolDir, key);
      try {
        const { size } = await asStoreOperation('write', key, () => fs.promises.stat(file));
        // The SDK retries no request whose body is a stream; the file can be read again, so a failure
        // the store may not repeat (a 5xx, a dropped connection) is tried again here.
        for (let attempt = 1; ; attempt++) {
          const body = fs.createReadStream(file);
          try {
            await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentLength: size }));
            return;
          } catch (err) {
            if (attempt >= PUT_ATTEMPTS || refusedByStore(err)) throw new ReceiptStorageError('write', key, err);
            await sleep(100 * 4 ** (attempt - 1));
          } finally {
            body.destroy();
          }
        }
      } finally {
        await spool.remove(key).catch(() => {});
      }
    },
    async read(key) {
      const Key = objectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (notFound(err)) return null;
        throw new ReceiptStorageError('read', key, err);
      }
    },
    async remove(key) {
      const Key = objectKey(key);
      await asStoreOperation('remove', key, () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },
    async *listWrittenBefore(before, since): AsyncGenerator<StoredReceiptFile> {
      // Keys sort by month ('2026/03/…' after '2026/03'), so a listing `since` starts after that month's name.
      const startAfter = since ? `${prefix}${monthOf(since)}` : undefined;
      let token: string | undefined;
      do {
        const page = await asStoreOperation('list', prefix || '/', () =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, StartAfter: startAfter, ContinuationToken: token })),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          if (!KEY_PATTERN.test(key) || !object.LastModified || object.LastModified.getTime() >= before.getTime()) continue;
          yield { key, partial: false, writtenAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      // Whatever is still in this node's spool (whole or not) never reached the bucket.
      for await (const file of spool.listWrittenBefore(before, since)) yield { ...file, partial: true };
    },
    async removePartial(key) {
      await spool.removePartial(key);
      await spool.remove(key);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

const PUT_ATTEMPTS = 3;

/**
 * For the client's `logger`. The SDK reports failures by throwing; what it would log besides (to the
 * console, that a failed streamed PUT is not retried) is handled above.
 */
export const quietSdkLogger = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function notFound(err: unknown): boolean {
  return (err as Error).name === 'NoSuchKey' || (err as Error).name === 'NotFound' || statusOf(err) === 404;
}

/** A 4xx (no such bucket, access denied) will be the same answer next time. */
function refusedByStore(err: unknown): boolean {
  const status = statusOf(err);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
