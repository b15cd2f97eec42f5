/** The app-check proof of work itself: pure, so it runs in a worker or, failing one, on the page. */
const BATCH_SIZE = 256;

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Finds the smallest decimal nonce whose SHA-256(challenge + nonce) has `difficulty` leading
 * zero bits. The digests of a batch are asked for together: one at a time, each waits for its
 * own round trip to the browser's crypto thread, which made solving several times slower.
 * Between batches the page handles its events, so it stays responsive while solving.
 */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  signal?: AbortSignal,
): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH_SIZE) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const digests = await Promise.all(
      Array.from({ length: BATCH_SIZE }, (_, offset) =>
        crypto.subtle.digest('SHA-256', encoder.encode(challenge + String(start + offset))),
      ),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return String(start + found);
  }
}
