import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config';
import { loadDocumentKey } from '../../storage/document-key';
import { FORMAT_VERSION, IV_BYTES, splitFrame } from '../../storage/encrypted-format';

/**
 * The operators' TOTP seeds at rest, sealed as documents are (AES-256-GCM, the document frame:
 * version, IV, ciphertext, tag), under a key of their own derived from the document key, so a
 * copy of the database alone gives no second factor. The operator's id is authenticated data: a
 * seed copied onto another operator's row does not open.
 */
export interface TotpSeedSeal {
  seal(operatorId: string, seed: string): string;
  /** The seed, or null when the sealed value was altered, moved or sealed under another key. */
  open(operatorId: string, sealed: string): string | null;
}

const ALGORITHM = 'aes-256-gcm';
/** Changing it changes every sealed seed's key: the migration that sealed them uses the same one. */
export const TOTP_SEED_KEY_INFO = 'operator-totp-seed';

const aad = (operatorId: string) =>
  Buffer.from(`operator-totp-seed:v${FORMAT_VERSION}:${operatorId}`, 'utf8');

export function totpSeedSeal(documentKey: Buffer): TotpSeedSeal {
  const key = Buffer.from(hkdfSync('sha256', documentKey, Buffer.alloc(0), TOTP_SEED_KEY_INFO, 32));
  return {
    seal(operatorId, seed) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(aad(operatorId));
      const ciphertext = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, ciphertext, cipher.getAuthTag()]).toString(
        'base64',
      );
    },
    open(operatorId, sealed) {
      const frame = splitFrame(Buffer.from(sealed, 'base64'));
      if (!frame || frame.version !== FORMAT_VERSION) return null;
      const decipher = createDecipheriv(ALGORITHM, key, frame.iv);
      decipher.setAAD(aad(operatorId));
      decipher.setAuthTag(frame.tag);
      try {
        return Buffer.concat([decipher.update(frame.ciphertext), decipher.final()]).toString('utf8');
      } catch {
        // The tag does not match: altered, copied from another row, or another key.
        return null;
      }
    },
  };
}

/** The seal under the configured document key (DOCUMENT_ENCRYPTION_KEY, or the embedded default's). */
export const totpSeedSealOf = (config: Pick<AppConfig, 'env' | 'dataDir' | 'documentEncryptionKey'>) =>
  totpSeedSeal(loadDocumentKey(config));
