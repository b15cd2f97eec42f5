import { solveChallenge } from './app-check-solver';
import { apiUrl } from './env';

/** Proof-of-work app-check token (decisions §2): costly for bots, invisible for people. */
interface CachedToken {
  token: string;
  expiresAt: number;
}

const REFRESH_MARGIN_MS = 30_000;

let cached: CachedToken | null = null;
let pending: Promise<string | null> | null = null;

/**
 * Solves in a dedicated worker: hundreds of thousands of digests, each settled on the thread that
 * asked for it, kept the account page's main thread busy for seconds (Lighthouse TBT 7.9 s).
 * Without workers (or if the worker fails to start) the page solves it itself.
 */
function solveOffMainThread(challenge: string, difficulty: number): Promise<string> {
  if (typeof Worker === 'undefined') return solveChallenge(challenge, difficulty);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./app-check.worker.ts', import.meta.url), {
      type: 'module',
      name: 'app-check-solver',
    });
    const finish = (nonce: Promise<string> | string) => {
      worker.terminate();
      resolve(nonce);
    };
    worker.addEventListener('message', ({ data }: MessageEvent<string>) => finish(data));
    worker.addEventListener('error', () => finish(solveChallenge(challenge, difficulty)));
    worker.postMessage({ challenge, difficulty });
  });
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
  // Its own contract only (loaded with /config already): building every route's reply schemas
  // here was a long task of the account page.
  const { AppCheckChallengeReplySchema, AppCheckTokenReplySchema } = await import(
    '@app/domain/contracts/system.contract'
  );
  // Only the challenge and its difficulty are needed to solve it.
  const { challenge, difficulty } = AppCheckChallengeReplySchema.pick({
    challenge: true,
    difficulty: true,
  }).parse(await challengeResponse.json());
  const nonce = await solveOffMainThread(challenge, difficulty);
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
