import type { OperatorRole } from '@app/domain';
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

    /** Every operator with their last sign-in and their open role grant, for the administrators. */
    listWithActivity: () =>
      db
        .selectFrom('operators as o')
        .leftJoin('operator_role_grants as g', (join) =>
          join.onRef('g.operator_id', '=', 'o.id').on('g.confirmed_at', 'is', null),
        )
        .leftJoin('operators as p', 'p.id', 'g.proposed_by')
        .select((eb) => [
          'o.id',
          'o.email',
          'o.name',
          'o.role',
          'o.disabled_at',
          eb
            .selectFrom('operator_sessions as s')
            .select((inner) => inner.fn.max('s.created_at').as('at'))
            .whereRef('s.operator_id', '=', 'o.id')
            .as('last_signed_in_at'),
          'g.id as grant_id',
          'g.role as grant_role',
          'g.proposed_at as grant_proposed_at',
          'p.id as proposer_id',
          'p.name as proposer_name',
        ])
        .orderBy('o.name')
        .orderBy('o.id')
        .execute(),

    /** A new operator with their recovery codes (hashed), in the caller's transaction. */
    async insertWithRecoveryCodes(
      trx: Kysely<Database>,
      operator: OperatorRecord,
      recoveryCodeHashes: readonly string[],
    ): Promise<void> {
      await trx.insertInto('operators').values(operator).execute();
      await trx
        .insertInto('operator_recovery_codes')
        .values(
          recoveryCodeHashes.map((code_hash) => ({
            id: newId(),
            operator_id: operator.id,
            code_hash,
            used_at: null,
          })),
        )
        .execute();
    },

    /**
     * Replaces an operator's second factor: the sealed TOTP secret, the last accepted step, and
     * the recovery codes (the earlier ones are spent, the new ones, if any, added).
     */
    async replaceSecondFactor(
      trx: Kysely<Database>,
      change: {
        operatorId: string;
        totpSecretSealed: string;
        totpLastStep: number | null;
        recoveryCodeHashes: readonly string[];
        now: string;
      },
    ): Promise<void> {
      await trx
        .updateTable('operators')
        .set({ totp_secret_sealed: change.totpSecretSealed, totp_last_step: change.totpLastStep })
        .where('id', '=', change.operatorId)
        .execute();
      await trx
        .updateTable('operator_recovery_codes')
        .set({ used_at: change.now })
        .where('operator_id', '=', change.operatorId)
        .where('used_at', 'is', null)
        .execute();
      if (change.recoveryCodeHashes.length === 0) return;
      await trx
        .insertInto('operator_recovery_codes')
        .values(
          change.recoveryCodeHashes.map((code_hash) => ({
            id: newId(),
            operator_id: change.operatorId,
            code_hash,
            used_at: null,
          })),
        )
        .execute();
    },

    findById: (operatorId: string) =>
      db.selectFrom('operators').selectAll().where('id', '=', operatorId).executeTakeFirst(),

    /** Disables an active operator (conditional: true when this call disabled them). */
    async disable(trx: Kysely<Database>, operatorId: string, now: string): Promise<boolean> {
      const result = await trx
        .updateTable('operators')
        .set({ disabled_at: now })
        .where('id', '=', operatorId)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Ends every open session of an operator; the ended sessions' ids. */
    async endSessionsOf(trx: Kysely<Database>, operatorId: string, now: string): Promise<string[]> {
      const open = await trx
        .selectFrom('operator_sessions')
        .select('id')
        .where('operator_id', '=', operatorId)
        .where('ended_at', 'is', null)
        .execute();
      await trx
        .updateTable('operator_sessions')
        .set({ ended_at: now })
        .where('operator_id', '=', operatorId)
        .where('ended_at', 'is', null)
        .execute();
      return open.map((session) => session.id);
    },

    findOpenGrant: (trx: Kysely<Database>, operatorId: string) =>
      trx
        .selectFrom('operator_role_grants')
        .selectAll()
        .where('operator_id', '=', operatorId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst(),

    /** Replaces an operator's open grant, if any, by a new proposal. */
    async proposeGrant(
      trx: Kysely<Database>,
      grant: { operatorId: string; role: OperatorRole; proposedBy: string; now: string },
    ): Promise<string> {
      await trx
        .deleteFrom('operator_role_grants')
        .where('operator_id', '=', grant.operatorId)
        .where('confirmed_at', 'is', null)
        .execute();
      const id = newId();
      await trx
        .insertInto('operator_role_grants')
        .values({
          id,
          operator_id: grant.operatorId,
          role: grant.role,
          proposed_by: grant.proposedBy,
          proposed_at: grant.now,
          confirmed_by: null,
          confirmed_at: null,
        })
        .execute();
      return id;
    },

    /** Confirms an open grant (conditional: true when this call confirmed it) and sets the role. */
    async confirmGrant(
      trx: Kysely<Database>,
      grant: { id: string; operatorId: string; role: OperatorRole; confirmedBy: string; now: string },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('operator_role_grants')
        .set({ confirmed_by: grant.confirmedBy, confirmed_at: grant.now })
        .where('id', '=', grant.id)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) return false;
      await trx
        .updateTable('operators')
        .set({ role: grant.role })
        .where('id', '=', grant.operatorId)
        .execute();
      return true;
    },
  };
}
