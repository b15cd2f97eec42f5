import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DOCUMENT_KEY_BYTES = 32;
/** The embedded default's generated key, in the data folder. */
export const DOCUMENT_KEY_FILE = 'document-key';

export interface DocumentKeySource {
  env: 'development' | 'test' | 'production';
  dataDir: string;
  documentEncryptionKey?: string | undefined;
}

function decodeKey(base64: string, origin: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== DOCUMENT_KEY_BYTES) {
    throw new Error(`${origin} must be ${DOCUMENT_KEY_BYTES} bytes encoded in base64`);
  }
  return key;
}

/**
 * The AES-256 key for documents at rest. Production must configure it (a key generated on
 * one server's disk would be lost with that disk); the embedded default keeps a generated
 * key in the data folder so files stay readable across restarts.
 */
export function loadDocumentKey(source: DocumentKeySource): Buffer {
  if (source.documentEncryptionKey) return decodeKey(source.documentEncryptionKey, 'DOCUMENT_ENCRYPTION_KEY');
  if (source.env === 'production') {
    throw new Error('DOCUMENT_ENCRYPTION_KEY is required in production');
  }
  mkdirSync(source.dataDir, { recursive: true });
  const path = join(source.dataDir, DOCUMENT_KEY_FILE);
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one key.
    writeFileSync(path, `${randomBytes(DOCUMENT_KEY_BYTES).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKey(readFileSync(path, 'utf8'), path);
}
