import { apiUrl } from './env';

/** Proof-of-work app-check token (decisions §2): costly for bots, invisible for people. */
interface CachedToken {
  token: string;
  expiresAt: number;
}

const REFRESH_MARGIN_MS = 30_000;
const BATCH_SIZE = 200;

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

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Finds a decimal nonce whose SHA-256(challenge + nonce) has `difficulty` leading zero bits. */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  signal?: AbortSignal,
): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH_SIZE) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    // Small batches, then a yield, so the page stays responsive while solving.
    for (let nonce = start; nonce < start + BATCH_SIZE; nonce += 1) {
      const digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge + String(nonce)));
      if (leadingZeroBits(new Uint8Array(digest)) >= difficulty) return String(nonce);
    }
    await yieldToBrowser();
  }
}

function parseExpiry(value: unknown): number {
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return Date.now() + 5 * 60_000;
}

async function fetchToken(): Promise<string | null> {
  const base = apiUrl();
  const challengeResponse = await fetch(`${base}/app-check/challenge`);
  if (!challengeResponse.ok) return null;
  const { challenge, difficulty } = (await challengeResponse.json()) as {
    challenge: string;
    difficulty: number;
  };
  const nonce = await solveChallenge(challenge, difficulty);
  const tokenResponse = await fetch(`${base}/app-check/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challenge, nonce }),
  });
  if (!tokenResponse.ok) return null;
  const body = (await tokenResponse.json()) as { token: string; expires_at: unknown };
  cached = { token: body.token, expiresAt: parseExpiry(body.expires_at) };
  return body.token;
}

/**
 * A valid app-check token, cached until shortly before expiry. Null when none could be
 * obtained: the API then decides (it only rejects in `enforce` mode).
 */
export async function getAppCheckToken(): Promise<string | null> {
  if (cached && cached.expiresAt - REFRESH_MARGIN_MS > Date.now()) return cached.token;
  pending ??= fetchToken()
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Starts solving early (e.g. when a form opens) so the submit does not wait. */
export function prefetchAppCheckToken(): void {
  void getAppCheckToken();
}

export function clearAppCheckToken(): void {
  cached = null;
}
