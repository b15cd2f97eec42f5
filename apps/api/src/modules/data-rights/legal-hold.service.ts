import type { LegalHoldReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import { newId } from '../../ids';
import type { OperatorContext } from '../operators/operator-session.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
}

interface HoldChange {
  operator: OperatorContext;
  caseId: string;
  reason: string;
  requestId: string;
}

/** The standing hold of a case with who set it, or null. */
async function standingHold(db: Kysely<Database>, caseId: string): Promise<LegalHoldReply | null> {
  const row = await db
    .selectFrom('legal_holds as h')
    .innerJoin('operators as o', 'o.id', 'h.set_by')
    .select(['h.id', 'h.reason', 'h.set_at', 'h.set_by', 'o.name'])
    .where('h.company_id', '=', caseId)
    .where('h.lifted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, reason: row.reason, set_at: row.set_at, set_by: { id: row.set_by, name: row.name } };
}

const alreadySet = () => new AppError('conflict', 'error.legal_hold.already_set');

/**
 * The bank's legal hold on a case: while it stands, neither the customer's erasure nor the
 * scheduled retention removes anything of the case. Set and lifted with a reason, each journaled
 * (the hold's id only: the reason stays with the hold, in the case's own records).
 */
export function createLegalHoldService({ db, clock, audit }: Deps) {
  async function caseExists(caseId: string) {
    const found = await db.selectFrom('companies').select('id').where('id', '=', caseId).executeTakeFirst();
    if (!found) throw notFound('case');
  }

  return {
    /** For the case page. */
    standing: (caseId: string) => standingHold(db, caseId),

    async set({
      operator,
      caseId,
      reason,
      requestId,
    }: HoldChange): Promise<{ legal_hold: LegalHoldReply | null }> {
      await caseExists(caseId);
      const at = clock.now().toISOString();
      const id = newId();
      try {
        await db.transaction().execute(async (trx) => {
          if (await standingHold(trx, caseId)) throw alreadySet();
          await trx
            .insertInto('legal_holds')
            .values({
              id,
              company_id: caseId,
              reason,
              set_by: operator.id,
              set_at: at,
              lift_reason: null,
              lifted_by: null,
              lifted_at: null,
            })
            .execute();
          await audit.append(trx, {
            actor: { type: 'operator', id: operator.id },
            action: 'data_rights.legal_hold_set',
            object: { type: 'legal_hold', id },
            caseId,
            requestId,
            at,
          });
        });
      } catch (error) {
        // A hold set at the same moment by another supervisor: one standing hold per case.
        if (isUniqueViolation(error)) throw alreadySet();
        throw error;
      }
      return { legal_hold: await standingHold(db, caseId) };
    },

    async lift({
      operator,
      caseId,
      reason,
      requestId,
    }: HoldChange): Promise<{ legal_hold: LegalHoldReply | null }> {
      await caseExists(caseId);
      const at = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const hold = await standingHold(trx, caseId);
        if (!hold) throw new AppError('conflict', 'error.legal_hold.none');
        const lifted = await trx
          .updateTable('legal_holds')
          .set({ lift_reason: reason, lifted_by: operator.id, lifted_at: at })
          .where('id', '=', hold.id)
          .where('lifted_at', 'is', null)
          .executeTakeFirst();
        // Lifted by another supervisor meanwhile.
        if (Number(lifted.numUpdatedRows) !== 1) throw new AppError('conflict', 'error.legal_hold.none');
        await audit.append(trx, {
          actor: { type: 'operator', id: operator.id },
          action: 'data_rights.legal_hold_lifted',
          object: { type: 'legal_hold', id: hold.id },
          caseId,
          requestId,
          at,
        });
      });
      return { legal_hold: null };
    },
  };
}

export type LegalHoldService = ReturnType<typeof createLegalHoldService>;
