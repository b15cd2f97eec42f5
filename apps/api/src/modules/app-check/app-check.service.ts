import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { isSolution } from './proof-of-work';
import { sign, unsign } from './signed-value';
import { createUsedChallengeRepository } from './used-challenge.repository';

/**
 * 16 leading zero bits: about 65,000 SHA-256 on average, a fraction of a second with WebCrypto
 * in a browser, while a bot sending thousands of anonymous calls pays that much CPU for each
 * token.
 */
export const APP_CHECK_DIFFICULTY = 16;
export const CHALLENGE_TTL_MS = 2 * 60_000;
export const TOKEN_TTL_MS = 60 * 60_000;

export type AppCheckFailure = 'missing' | 'malformed' | 'bad_signature' | 'expired' | 'already_used';

export interface AppCheckServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** Without a configured secret, a random one per process (tokens die with the process). */
  secret?: string;
  difficulty?: number;
}

export function createAppCheckService(options: AppCheckServiceOptions) {
  const { clock } = options;
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const difficulty = options.difficulty ?? APP_CHECK_DIFFICULTY;
  const used = createUsedChallengeRepository(options.db);

  return {
    difficulty,

    issueChallenge(): { challenge: string; difficulty: number; expires_at: string } {
      const expiresAt = clock.now().getTime() + CHALLENGE_TTL_MS;
      const challenge = sign(
        secret,
        `c1.${randomBytes(16).toString('base64url')}.${expiresAt}.${difficulty}`,
      );
      return { challenge, difficulty, expires_at: new Date(expiresAt).toISOString() };
    },

    /** A token for a solved, unexpired, unused challenge; null otherwise. */
    async redeem(challenge: string, nonce: string): Promise<{ token: string; expires_at: string } | null> {
      const payload = unsign(secret, challenge);
      const [version, , expires, bits] = payload?.split('.') ?? [];
      const expiresAt = Number(expires);
      const now = clock.now();
      if (version !== 'c1' || !Number.isSafeInteger(expiresAt) || expiresAt <= now.getTime()) return null;
      if (!isSolution(challenge, nonce, Number(bits))) return null;
      if (!(await used.markUsed(challenge, new Date(expiresAt), now))) return null;
      const tokenExpiresAt = now.getTime() + TOKEN_TTL_MS;
      return {
        token: sign(secret, `t1.${randomBytes(12).toString('base64url')}.${tokenExpiresAt}`),
        expires_at: new Date(tokenExpiresAt).toISOString(),
      };
    },

    /**
     * Spends a token on one anonymous call: why it is refused, or null when it was good (it is
     * then used up, so one solved challenge buys one call, never a series of attempts).
     */
    async spendToken(token: string | undefined): Promise<AppCheckFailure | null> {
      if (!token) return 'missing';
      const payload = unsign(secret, token);
      if (payload === undefined) return 'bad_signature';
      const [version, , expires] = payload.split('.');
      const expiresAt = Number(expires);
      if (version !== 't1' || !Number.isSafeInteger(expiresAt)) return 'malformed';
      const now = clock.now();
      if (expiresAt <= now.getTime()) return 'expired';
      return (await used.markUsed(token, new Date(expiresAt), now)) ? null : 'already_used';
    },
  };
}

export type AppCheckService = ReturnType<typeof createAppCheckService>;
