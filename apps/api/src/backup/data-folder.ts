import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';

/** The documents folder of the embedded default (local storage). */
export const documentsFolder = (config: Pick<AppConfig, 'dataDir'>) => join(config.dataDir, 'documents');

/** The key files the embedded default generates into the data folder. */
export const GENERATED_KEY_FILES = ['document-key', 'sca-secret.key', 'audit-key'] as const;

/**
 * The document key as the API would read it, without creating one: DOCUMENT_ENCRYPTION_KEY, else
 * the generated key file of the data folder, else null.
 */
export function readDocumentKey(config: Pick<AppConfig, 'dataDir' | 'documentEncryptionKey'>): Buffer | null {
  if (config.documentEncryptionKey) return Buffer.from(config.documentEncryptionKey.trim(), 'base64');
  const file = join(config.dataDir, 'document-key');
  return existsSync(file) ? Buffer.from(readFileSync(file, 'utf8').trim(), 'base64') : null;
}
