import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sha256 } from '../../ids';

/**
 * Solved challenges and spent tokens, remembered until they expire so that each challenge buys a
 * single token and each token a single call (the two kinds are signed differently, so their
 * hashes never meet).
 */
export function createUsedChallengeRepository(db: Kysely<Database>) {
  return {
    /** False when the value was already used (the primary key refuses the second insert). */
    async markUsed(challenge: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.deleteFrom('app_check_used_challenges').where('expires_at', '<', now.toISOString()).execute();
      const result = await db
        .insertInto('app_check_used_challenges')
        .values({ challenge_hash: sha256(challenge), expires_at: expiresAt.toISOString() })
        .onConflict((conflict) => conflict.column('challenge_hash').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
