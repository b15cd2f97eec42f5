import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScaChallengeStatus, ScaChallengesTable, ScaTokensTable } from '../../db/tables/sca';
import { newId } from '../../ids';

export type ScaToken = Selectable<ScaTokensTable>;
export type ScaChallenge = Selectable<ScaChallengesTable>;

/** SQL of the SCA module. Every read by a user is scoped by user_id: another user's id finds nothing. */
export function createScaRepository(db: Kysely<Database>) {
  async function findToken(userId: string, id: string): Promise<ScaToken | undefined> {
    return db
      .selectFrom('sca_tokens')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  return {
    async userContact(userId: string): Promise<{ email: string; phone: string } | undefined> {
      return db.selectFrom('users').select(['email', 'phone']).where('id', '=', userId).executeTakeFirst();
    },

    async insertToken(token: Insertable<ScaTokensTable>): Promise<void> {
      await db.insertInto('sca_tokens').values(token).execute();
    },

    findToken,

    /** The method a challenge was sent by, or is the set-up of; none while the user has not chosen. */
    async tokenOf(challenge: Pick<ScaChallenge, 'user_id' | 'token_id'>): Promise<ScaToken | undefined> {
      return challenge.token_id ? findToken(challenge.user_id, challenge.token_id) : undefined;
    },

    /** For device requests, which carry no user session: the device key is the authority. */
    async findTokenById(id: string): Promise<ScaToken | undefined> {
      return db.selectFrom('sca_tokens').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async activeTokens(userId: string): Promise<ScaToken[]> {
      return db
        .selectFrom('sca_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .orderBy('activated_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    async updateToken(id: string, patch: Updateable<ScaTokensTable>): Promise<void> {
      await db.updateTable('sca_tokens').set(patch).where('id', '=', id).execute();
    },

    /** A new e-mail or SMS method replaces the previous one of the same type. */
    async revokeOtherActive(userId: string, type: ScaToken['type'], keepId: string): Promise<void> {
      await db
        .updateTable('sca_tokens')
        .set({ status: 'revoked' })
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .where('status', '=', 'active')
        .where('id', '!=', keepId)
        .execute();
    },

    /** Records a signed device request; false when its timestamp is not newer than the last one (replay). */
    async advanceDeviceClock(id: string, signedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('sca_tokens')
        .set({ last_signed_at: signedAt, last_used_at: signedAt })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_signed_at', 'is', null), eb('last_signed_at', '<', signedAt)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertChallenge(challenge: Insertable<ScaChallengesTable>): Promise<void> {
      await db.insertInto('sca_challenges').values(challenge).execute();
    },

    async findChallenge(userId: string, id: string): Promise<ScaChallenge | undefined> {
      return db
        .selectFrom('sca_challenges')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async findChallengeById(id: string): Promise<ScaChallenge | undefined> {
      return db.selectFrom('sca_challenges').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async latestEnrollChallenge(tokenId: string): Promise<ScaChallenge | undefined> {
      return db
        .selectFrom('sca_challenges')
        .selectAll()
        .where('token_id', '=', tokenId)
        .where('purpose', '=', 'enroll')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /**
     * Compare-and-set: applies the change only if the row is still as read (status and attempts),
     * so two parallel validations cannot both use one code or both escape the attempt count.
     */
    async updateChallengeIf(
      id: string,
      expected: {
        status: ScaChallengeStatus;
        attempts?: number;
        unvalidated?: boolean;
        /** Still waiting for this message's code (no new code was sent meanwhile). */
        codeMessageId?: string;
      },
      patch: Updateable<ScaChallengesTable>,
    ): Promise<boolean> {
      let query = db
        .updateTable('sca_challenges')
        .set(patch)
        .where('id', '=', id)
        .where('status', '=', expected.status);
      if (expected.attempts !== undefined) query = query.where('attempts', '=', expected.attempts);
      if (expected.unvalidated) query = query.where('validated_at', 'is', null);
      if (expected.codeMessageId) query = query.where('code_message_id', '=', expected.codeMessageId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Single use: only one request can flip a validated challenge to consumed. */
    async consumeValidated(userId: string, id: string, action: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('sca_challenges')
        .set({ status: 'consumed', consumed_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('action', '=', action)
        .where('purpose', '=', 'authorize')
        .where('status', '=', 'accepted')
        .where('validated_at', 'is not', null)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async pendingForDevice(tokenId: string, now: string): Promise<ScaChallenge[]> {
      return db
        .selectFrom('sca_challenges')
        .selectAll()
        .where('token_id', '=', tokenId)
        .where('purpose', '=', 'authorize')
        .where('status', '=', 'triggered')
        .where('expires_at', '>', now)
        .orderBy('created_at', 'asc')
        .execute();
    },

    async countSendsSince(userId: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('sca_code_sends')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countSendsForChallenge(challengeId: string): Promise<number> {
      const row = await db
        .selectFrom('sca_code_sends')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('challenge_id', '=', challengeId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async recordSend(
      userId: string,
      challengeId: string,
      channel: 'email' | 'sms',
      now: string,
    ): Promise<void> {
      await db
        .insertInto('sca_code_sends')
        .values({ id: newId(), user_id: userId, challenge_id: challengeId, channel, created_at: now })
        .execute();
    },
  };
}

export type ScaRepository = ReturnType<typeof createScaRepository>;
