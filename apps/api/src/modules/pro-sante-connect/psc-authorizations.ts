import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A sign-in's state, nonce and verifier wait this long for the federation's callback. */
export const PSC_AUTHORIZATION_TTL_MS = 10 * 60_000;

/** The pending sign-ins (only this module reads them): kept at the start, spent once at the callback. */
export const pscAuthorizations = (db: Kysely<Database>) => ({
  async keep(entry: { state: string; nonce: string; codeVerifier: string; now: Date }): Promise<void> {
    await db
      .insertInto('psc_authorizations')
      .values({
        state: entry.state,
        nonce: entry.nonce,
        code_verifier: entry.codeVerifier,
        created_at: entry.now.toISOString(),
        expires_at: new Date(entry.now.getTime() + PSC_AUTHORIZATION_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
  },

  /**
   * Spends the state: its nonce and verifier, once, while it is fresh; undefined for a state
   * unknown, expired or already spent (a replayed callback). One update decides, so of two
   * callbacks at once only one gets them.
   */
  async spend(state: string, now: Date): Promise<{ nonce: string; codeVerifier: string } | undefined> {
    const spent = await db
      .updateTable('psc_authorizations')
      .set({ used_at: now.toISOString() })
      .where('state', '=', state)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return undefined;
    const row = await db
      .selectFrom('psc_authorizations')
      .select(['nonce', 'code_verifier'])
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    return { nonce: row.nonce, codeVerifier: row.code_verifier };
  },

  /** Spent and expired sign-ins are of no use after their lifetime. */
  async sweep(now: Date): Promise<void> {
    await db
      .deleteFrom('psc_authorizations')
      .where('expires_at', '<', new Date(now.getTime() - PSC_AUTHORIZATION_TTL_MS).toISOString())
      .execute();
  },
});
