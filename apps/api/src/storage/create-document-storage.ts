import { join } from 'node:path';
import type { AppConfig } from '../config';
import { loadDocumentKey } from './document-key';
import type { DocumentStorage } from './document-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Client, createS3Storage } from './s3-storage';

/** The configured document store: the local disk (embedded default) or an S3-compatible bucket. */
export function createDocumentStorage(config: AppConfig): DocumentStorage {
  const key = loadDocumentKey({
    env: config.env,
    dataDir: config.dataDir,
    documentEncryptionKey: config.documentEncryptionKey,
  });
  const { kind, s3 } = config.documentStorage;
  if (kind === 's3') {
    return createS3Storage({ client: createS3Client(s3), bucket: s3.bucket, prefix: s3.prefix, key });
  }
  return createLocalDiskStorage({ root: join(config.dataDir, 'documents'), key });
}
