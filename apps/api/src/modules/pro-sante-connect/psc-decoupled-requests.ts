import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';

/** The decoupled sign-ins waiting for the practitioner's phone (only this module reads them). */
export const pscDecoupledRequests = (db: Kysely<Database>) => ({
  async keep(entry: { authReqId: string; bindingMessage: string; expiresAt: string }): Promise<string> {
    const id = newId();
    await db
      .insertInto('psc_decoupled_requests')
      .values({
        id,
        auth_req_id: entry.authReqId,
        binding_message: entry.bindingMessage,
        expires_at: entry.expiresAt,
        finished_at: null,
      })
      .execute();
    return id;
  },

  find: (id: string) =>
    db.selectFrom('psc_decoupled_requests').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Marks the request finished once; false when another poll finished it first. */
  async finish(id: string, now: Date): Promise<boolean> {
    const done = await db
      .updateTable('psc_decoupled_requests')
      .set({ finished_at: now.toISOString() })
      .where('id', '=', id)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  },
});
