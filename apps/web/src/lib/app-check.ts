import { loadContracts } from './contracts';
import { apiUrl } from './env';

/** Proof-of-work app-check token (decisions §2): costly for bots, invisible for people. */
interface CachedToken {
  token: string;
  expiresAt: number;
}

const REFRESH_MARGIN_MS = 30_000;
const BATCH_SIZE = 256;

let cached: CachedToken | null = null;
let pending: Promise<string | null> | null = null;

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

function parseExpiry(value: string): number {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? Date.now() + 5 * 60_000 : parsed;
}

/**
 * Plain fetch, not the API client: the client asks this module for a token before its anonymous
 * calls. The answers are still read with the route table's schemas.
 */
async function fetchToken(): Promise<string | null> {
  const base = apiUrl();
  const challengeResponse = await fetch(`${base}/app-check/challenge`);
  if (!challengeResponse.ok) return null;
  const { AppCheckChallengeReplySchema, AppCheckTokenReplySchema } = await loadContracts();
  // Only the challenge and its difficulty are needed to solve it.
  const { challenge, difficulty } = AppCheckChallengeReplySchema.pick({
    challenge: true,
    difficulty: true,
  }).parse(await challengeResponse.json());
  const nonce = await solveChallenge(challenge, difficulty);
  const tokenResponse = await fetch(`${base}/app-check/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challenge, nonce }),
  });
  if (!tokenResponse.ok) return null;
  const body = AppCheckTokenReplySchema.parse(await tokenResponse.json());
  cached = { token: body.token, expiresAt: parseExpiry(body.expires_at) };
  return body.token;
}

/** The solving under way, or a new one. */
function startSolving(): Promise<string | null> {
  pending ??= fetchToken()
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * A valid app-check token for one anonymous call: the API takes each token once, so the one
 * solved in advance is handed out and forgotten, and the next call solves another. Null when
 * none could be obtained: the API then decides (it only rejects in `enforce` mode).
 */
export async function getAppCheckToken(): Promise<string | null> {
  for (;;) {
    if (cached && cached.expiresAt - REFRESH_MARGIN_MS > Date.now()) {
      const { token } = cached;
      cached = null;
      return token;
    }
    // Calls waiting together share one solving; the first takes its token, the others solve again.
    if ((await startSolving()) === null) return null;
  }
}

/** Starts solving early (e.g. when a form opens) so the submit does not wait. */
export function prefetchAppCheckToken(): void {
  if (!cached) void startSolving();
}

export function clearAppCheckToken(): void {
  cached = null;
}
