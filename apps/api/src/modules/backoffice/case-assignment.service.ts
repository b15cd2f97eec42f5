import type { CaseAssignmentReply, OperatorRole } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound, validationFailed } from '../../errors';
import type { OperatorContext } from '../operators/operator-session.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
}

interface Acting {
  operator: OperatorContext;
  caseId: string;
  requestId: string;
}

/** Who may be given a case: an active operator who works cases. */
const WORKS_CASES: readonly OperatorRole[] = ['reviewer', 'supervisor'];

const claimedByOther = () => new AppError('conflict', 'error.case_claimed_by_other');

/**
 * Who works a case: an operator claims it (one holder at a time: the case id is the table's key,
 * so of two claims at once one wins and the other gets 409), its holder releases it, and a
 * supervisor reassigns or releases anyone's (someone away). Each change is journaled with the
 * case; claiming a case one holds, or releasing a free one, changes and writes nothing.
 */
export function createCaseAssignmentService({ db, clock, audit }: Deps) {
  async function current(trx: Kysely<Database>, caseId: string): Promise<CaseAssignmentReply> {
    const row = await trx
      .selectFrom('case_assignments as a')
      .innerJoin('operators as o', 'o.id', 'a.operator_id')
      .innerJoin('operators as by', 'by.id', 'a.assigned_by')
      .select(['a.assigned_at', 'o.id', 'o.name', 'by.id as by_id', 'by.name as by_name'])
      .where('a.case_id', '=', caseId)
      .executeTakeFirst();
    return {
      assignment: row
        ? {
            operator: { id: row.id, name: row.name },
            assigned_at: row.assigned_at,
            assigned_by: { id: row.by_id, name: row.by_name },
          }
        : null,
    };
  }

  async function existingCase(caseId: string) {
    const found = await db.selectFrom('companies').select('id').where('id', '=', caseId).executeTakeFirst();
    if (!found) throw notFound('case');
  }

  return {
    async claim(acting: Acting & { assigneeId?: string }): Promise<CaseAssignmentReply> {
      const { operator, caseId } = acting;
      await existingCase(caseId);
      const assigneeId = acting.assigneeId ?? operator.id;
      const supervisor = operator.role === 'supervisor';
      if (assigneeId !== operator.id && !supervisor) throw new AppError('forbidden', 'error.forbidden');
      const assignee = await db
        .selectFrom('operators')
        .select(['id', 'role', 'disabled_at'])
        .where('id', '=', assigneeId)
        .executeTakeFirst();
      if (!assignee || assignee.disabled_at || !WORKS_CASES.includes(assignee.role)) {
        throw validationFailed({ assignee_id: 'validation.invalid_choice' });
      }
      try {
        return await db.transaction().execute(async (trx) => {
          const held = await trx
            .selectFrom('case_assignments')
            .selectAll()
            .where('case_id', '=', caseId)
            .executeTakeFirst();
          if (held?.operator_id === assigneeId) return current(trx, caseId);
          if (held && held.operator_id !== operator.id && !supervisor) throw claimedByOther();
          const now = clock.now().toISOString();
          if (held) {
            const moved = await trx
              .updateTable('case_assignments')
              .set({ operator_id: assigneeId, assigned_by: operator.id, assigned_at: now })
              .where('case_id', '=', caseId)
              .where('operator_id', '=', held.operator_id)
              .executeTakeFirst();
            if (moved.numUpdatedRows !== 1n) throw claimedByOther();
          } else {
            await trx
              .insertInto('case_assignments')
              .values({
                case_id: caseId,
                operator_id: assigneeId,
                assigned_by: operator.id,
                assigned_at: now,
              })
              .execute();
          }
          await audit.append(trx, {
            actor: { type: 'operator', id: operator.id },
            action: held ? 'case.reassigned' : 'case.claimed',
            object: { type: 'case', id: caseId },
            caseId,
            before: { assignee: held?.operator_id ?? null },
            after: { assignee: assigneeId },
            requestId: acting.requestId,
          });
          return current(trx, caseId);
        });
      } catch (error) {
        // Another claim landed between the read and the insert.
        if (isUniqueViolation(error)) throw claimedByOther();
        throw error;
      }
    },

    async release(acting: Acting): Promise<CaseAssignmentReply> {
      const { operator, caseId } = acting;
      await existingCase(caseId);
      return db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom('case_assignments')
          .selectAll()
          .where('case_id', '=', caseId)
          .executeTakeFirst();
        if (!held) return current(trx, caseId);
        if (held.operator_id !== operator.id && operator.role !== 'supervisor') throw claimedByOther();
        const released = await trx
          .deleteFrom('case_assignments')
          .where('case_id', '=', caseId)
          .where('operator_id', '=', held.operator_id)
          .executeTakeFirst();
        if (released.numDeletedRows !== 1n) throw claimedByOther();
        await audit.append(trx, {
          actor: { type: 'operator', id: operator.id },
          action: 'case.released',
          object: { type: 'case', id: caseId },
          caseId,
          before: { assignee: held.operator_id },
          after: { assignee: null },
          requestId: acting.requestId,
        });
        return current(trx, caseId);
      });
    },
  };
}

export type CaseAssignmentService = ReturnType<typeof createCaseAssignmentService>;
