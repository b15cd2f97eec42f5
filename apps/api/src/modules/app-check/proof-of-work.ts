import { createHash } from 'node:crypto';

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The client's work: SHA-256 over the UTF-8 text challenge + nonce must start with `difficulty` zero bits. */
export function isSolution(challenge: string, nonce: string, difficulty: number): boolean {
  const digest = createHash('sha256')
    .update(challenge + nonce, 'utf8')
    .digest();
  return leadingZeroBits(digest) >= difficulty;
}

/** Reference solver (tests, scripts): counts up from 0 in decimal, as the web client does. */
export function solve(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    if (isSolution(challenge, String(nonce), difficulty)) return String(nonce);
  }
}
