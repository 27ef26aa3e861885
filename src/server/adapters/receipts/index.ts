import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../../../config';
import { createDiskReceiptStorage } from './disk';
import { createS3ReceiptStorage, quietSdkLogger } from './s3';
import type { ReceiptStorage } from './storage';

export * from './storage';
export { createDiskReceiptStorage } from './disk';
export { createS3ReceiptStorage, quietSdkLogger, type S3ReceiptStorageOptions } from './s3';

/**
 * The store the configuration names: the RECEIPTS_BUCKET bucket when set, else `<DATA_DIR>/receipts`.
 * Credentials come from the AWS SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
 * profile, or the role of the machine), so they never pass through the configuration or its errors.
 */
export function createReceiptStorage(config: Pick<Config, 'dataDir' | 'receiptsBucket'>): ReceiptStorage {
  const store = config.receiptsBucket;
  if (!store) return createDiskReceiptStorage(path.join(config.dataDir, 'receipts'));
  const client = new S3Client({
    region: store.region,
    endpoint: store.endpoint ?? undefined,
    forcePathStyle: store.forcePathStyle,
    // Checksums only where an operation requires them: by default the SDK sends streamed bodies in
    // the aws-chunked encoding with a trailing checksum, which Google Cloud Storage's interoperability
    // mode and other S3-compatible stores do not understand. TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it (and its upload) open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    logger: quietSdkLogger,
  });
  // Uploads pass through this node's disk on their way (s3.ts): under DATA_DIR, which is the app's own.
  return createS3ReceiptStorage({ client, bucket: store.bucket, spoolDir: path.join(config.dataDir, 'receipt-uploads') });
}
