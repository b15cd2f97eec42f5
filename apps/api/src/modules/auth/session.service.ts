import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { SessionLookup } from '../../db/repositories/sessions';
import type { Database } from '../../db/schema';

/**
 * A session's last use is written at most this often (and at most a tenth of the idle timeout):
 * one write per minute and user instead of one per request.
 */
const SEEN_EVERY_MS = 60_000;

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'sessionIdleSeconds'>;
  repos: ReposOf<'sessions'>;
}

/** Reading bearer tokens: the session behind a token while it is valid, kept alive by its use; logout. */
export function createSessionService({ db, clock, config, repos }: Deps) {
  const sessions = repos.sessions(db);
  const idleMs = config.sessionIdleSeconds * 1000;
  const seenEveryMs = Math.min(SEEN_EVERY_MS, idleMs / 10);

  async function find(token: string): Promise<SessionLookup | undefined> {
    const now = clock.now();
    const session = await sessions.findValid(token, now, config.sessionIdleSeconds);
    if (session && now.getTime() - Date.parse(session.lastSeenAt) >= seenEveryMs) {
      await sessions.markSeen(session.sessionId, now);
    }
    return session;
  }

  return {
    find,
    /** The user of a valid token when the call carries one; anonymous calls are fine too. */
    async userIdOf(token: string | undefined): Promise<string | undefined> {
      return token ? (await find(token))?.userId : undefined;
    },
    /** Logout: the session is deleted, so its token is refused from now on. */
    async end(sessionId: string): Promise<void> {
      await sessions.revoke(sessionId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
