import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { IdempotencyKeysTable } from '../tables/idempotency';

/** A key as the plugin names it: whose, on which route, which key. */
export interface IdempotencyScope {
  caller: string;
  route: string;
  key: string;
}

const isDuplicate = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === '23505' ||
    (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) ||
    /UNIQUE constraint|PRIMARY KEY/i.test(message ?? '')
  );
};

export function createIdempotencyRepository(db: Kysely<Database>) {
  const where = (scope: IdempotencyScope) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('caller', '=', scope.caller)
      .where('route', '=', scope.route)
      .where('idempotency_key', '=', scope.key);

  return {
    /** Claims the key for this body; false when it is already claimed (by this request's twin or earlier). */
    async claim(scope: IdempotencyScope, bodyHash: string, now: string): Promise<boolean> {
      try {
        await db
          .insertInto('idempotency_keys')
          .values({
            caller: scope.caller,
            route: scope.route,
            idempotency_key: scope.key,
            body_hash: bodyHash,
            status: null,
            response_body: null,
            response_type: null,
            created_at: now,
          })
          .execute();
        return true;
      } catch (error) {
        if (isDuplicate(error)) return false;
        throw error;
      }
    },

    find: (scope: IdempotencyScope): Promise<IdempotencyKeysTable | undefined> =>
      where(scope).executeTakeFirst(),

    async answer(scope: IdempotencyScope, status: number, body: string, type: string | null): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status, response_body: body, response_type: type })
        .where('caller', '=', scope.caller)
        .where('route', '=', scope.route)
        .where('idempotency_key', '=', scope.key)
        .execute();
    },

    /** Forgets the key (an expired one, or one whose request failed on our side and may be retried). */
    async release(scope: IdempotencyScope, onlyCreatedBefore?: string): Promise<void> {
      let query = db
        .deleteFrom('idempotency_keys')
        .where('caller', '=', scope.caller)
        .where('route', '=', scope.route)
        .where('idempotency_key', '=', scope.key);
      if (onlyCreatedBefore) query = query.where('created_at', '<', onlyCreatedBefore);
      await query.execute();
    },
  };
}
