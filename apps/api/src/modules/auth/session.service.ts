import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { createSessionRepository, type SessionLookup } from './session.repository';

/** Reading bearer tokens: the session behind a token, while it is valid. */
export function createSessionService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const sessions = createSessionRepository(db);
  const find = (token: string): Promise<SessionLookup | undefined> => sessions.findValid(token, clock.now());
  return {
    find,
    /** The user of a valid token when the call carries one; anonymous calls are fine too. */
    async userIdOf(token: string | undefined): Promise<string | undefined> {
      return token ? (await find(token))?.userId : undefined;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
