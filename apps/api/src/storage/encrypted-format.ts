import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Layout of an encrypted document: [version 1 byte][IV 12 bytes][ciphertext][GCM tag 16 bytes].
 * The version byte and the storage key are authenticated data, so a file copied under
 * another key, or a header edited, fails to decrypt.
 */
export const FORMAT_VERSION = 1;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const HEADER_BYTES = 1 + IV_BYTES;
const ALGORITHM = 'aes-256-gcm';

const aad = (storageKey: string) => Buffer.from(`document:v${FORMAT_VERSION}:${storageKey}`, 'utf8');

/** Encrypts chunk by chunk; `onPlaintext` sees each plaintext chunk (size counting). */
export async function* encryptChunks(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  key: Buffer,
  storageKey: string,
): AsyncGenerator<Buffer> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(aad(storageKey));
  yield Buffer.concat([Buffer.from([FORMAT_VERSION]), iv]);
  for await (const chunk of source) {
    const encrypted = cipher.update(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    if (encrypted.length > 0) yield encrypted;
  }
  const last = cipher.final();
  if (last.length > 0) yield last;
  yield cipher.getAuthTag();
}

/**
 * Decrypts a ciphertext stream (without header and tag); throws at the end when the tag does
 * not match. Callers that must not release unauthenticated bytes verify first.
 */
export async function* decryptChunks(
  ciphertext: AsyncIterable<Buffer>,
  key: Buffer,
  storageKey: string,
  iv: Buffer,
  tag: Buffer,
): AsyncGenerator<Buffer> {
  const decipher = createDecipheriv(ALGORITHM, key, iv);
  decipher.setAAD(aad(storageKey));
  decipher.setAuthTag(tag);
  for await (const chunk of ciphertext) {
    const plain = decipher.update(chunk);
    if (plain.length > 0) yield plain;
  }
  const last = decipher.final();
  if (last.length > 0) yield last;
}

/** A whole encrypted document held in memory, split into its parts; null when too short. */
export function splitFrame(
  frame: Buffer,
): { version: number; iv: Buffer; ciphertext: Buffer; tag: Buffer } | null {
  if (frame.length < HEADER_BYTES + TAG_BYTES) return null;
  return {
    version: frame[0] ?? -1,
    iv: frame.subarray(1, HEADER_BYTES),
    ciphertext: frame.subarray(HEADER_BYTES, frame.length - TAG_BYTES),
    tag: frame.subarray(frame.length - TAG_BYTES),
  };
}
