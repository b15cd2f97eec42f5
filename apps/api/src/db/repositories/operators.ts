import type { Kysely } from 'kysely';
import { newId, sha256 } from '../../ids';
import type { Database } from '../schema';
import type { OperatorsTable } from '../tables/operators';

export type OperatorRecord = OperatorsTable;

export const normalizeOperatorEmail = (email: string): string => email.trim().toLowerCase();

export function createOperatorRepository(db: Kysely<Database>) {
  return {
    findByEmail: (email: string) =>
      db
        .selectFrom('operators')
        .selectAll()
        .where('email', '=', normalizeOperatorEmail(email))
        .executeTakeFirst(),

    /**
     * Accepts a TOTP time step once: only a step later than the last accepted one moves the
     * mark, in one conditional update, so two requests with the same code cannot both pass.
     */
    async acceptTotpStep(operatorId: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('operators')
        .set({ totp_last_step: step })
        .where('id', '=', operatorId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Uses a recovery code once (conditional update): true when it was unused and is now spent. */
    async spendRecoveryCode(operatorId: string, codeHash: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('operator_recovery_codes')
        .set({ used_at: now })
        .where('operator_id', '=', operatorId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async createSession(
      trx: Kysely<Database>,
      operatorId: string,
      token: string,
      csrfToken: string,
      now: string,
    ): Promise<string> {
      const id = newId();
      await trx
        .insertInto('operator_sessions')
        .values({
          id,
          operator_id: operatorId,
          token_hash: sha256(token),
          csrf_token: csrfToken,
          created_at: now,
          last_seen_at: now,
          ended_at: null,
        })
        .execute();
      return id;
    },

    findLiveSession: (token: string) =>
      db
        .selectFrom('operator_sessions as s')
        .innerJoin('operators as o', 'o.id', 's.operator_id')
        .select([
          's.id as session_id',
          's.csrf_token',
          's.created_at',
          's.last_seen_at',
          'o.id',
          'o.email',
          'o.name',
          'o.role',
          'o.disabled_at',
        ])
        .where('s.token_hash', '=', sha256(token))
        .where('s.ended_at', 'is', null)
        .executeTakeFirst(),

    touchSession: (sessionId: string, now: string) =>
      db.updateTable('operator_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute(),

    endSession: (trx: Kysely<Database>, sessionId: string, now: string) =>
      trx
        .updateTable('operator_sessions')
        .set({ ended_at: now })
        .where('id', '=', sessionId)
        .where('ended_at', 'is', null)
        .executeTakeFirst(),
  };
}
