import type { Kysely } from 'kysely';
import { newId, newSecretToken, sha256 } from '../../ids';
import { reusableQuery } from '../reusable-query';
import type { Database } from '../schema';

export interface SessionLookup {
  sessionId: string;
  userId: string;
  completedAt: string | null;
  expiresAt: string;
  lastSeenAt: string;
}

// Every authenticated request runs it.
const findValidSession = reusableQuery(
  (db: Kysely<Database>, tokenHash: string, now: string, idleSince: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'users.id as userId',
        'users.completed_at as completedAt',
        'sessions.expires_at as expiresAt',
        'sessions.last_seen_at as lastSeenAt',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .where('sessions.last_seen_at', '>', idleSince),
);

/** Bearer tokens: 256 random bits handed to the client once, only their SHA-256 kept. */
export function createSessionRepository(db: Kysely<Database>) {
  return {
    async create(
      userId: string,
      now: Date,
      ttlMinutes: number,
    ): Promise<{ token: string; expiresAt: string }> {
      const token = newSecretToken();
      const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000).toISOString();
      await db
        .insertInto('sessions')
        .values({
          id: newId(),
          user_id: userId,
          token_hash: sha256(token),
          created_at: now.toISOString(),
          expires_at: expiresAt,
          last_seen_at: now.toISOString(),
        })
        .execute();
      return { token, expiresAt };
    },

    /** The session of a token that has neither expired nor been unused for `idleSeconds`. */
    async findValid(token: string, now: Date, idleSeconds: number): Promise<SessionLookup | undefined> {
      const idleSince = new Date(now.getTime() - idleSeconds * 1000);
      const [row] = await findValidSession(db, sha256(token), now.toISOString(), idleSince.toISOString());
      return row;
    },

    async markSeen(sessionId: string, now: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id', '=', sessionId)
        .execute();
    },

    /** Ends a session; false when it was already gone (logged out, exchanged, expired and purged). */
    async revoke(sessionId: string): Promise<boolean> {
      const result = await db.deleteFrom('sessions').where('id', '=', sessionId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async purgeExpired(now: Date): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
    },
  };
}
