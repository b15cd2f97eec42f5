import { join } from 'node:path';
import type { AppConfig } from '../config';
import { loadDocumentKey } from './document-key';
import type { DocumentStorage } from './document-storage';
import { createLocalDiskStorage } from './local-disk-storage';

/**
 * The configured document store. Only the local disk exists so far; an S3-compatible provider
 * implements the same DocumentStorage interface (encrypting before upload) and is chosen here.
 */
export function createDocumentStorage(config: AppConfig): DocumentStorage {
  const key = loadDocumentKey({
    env: config.env,
    dataDir: config.dataDir,
    documentEncryptionKey: config.documentEncryptionKey,
  });
  return createLocalDiskStorage({ root: join(config.dataDir, 'documents'), key });
}
