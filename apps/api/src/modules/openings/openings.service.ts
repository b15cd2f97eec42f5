import { canMoveOpening, type OpeningActor, OpeningMoveRefused, type OpeningStatus } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';

export interface OpeningMove {
  companyId: string;
  to: OpeningStatus;
  actor: { kind: OpeningActor; id: string | null };
  at: string;
  details?: Readonly<Record<string, unknown>>;
  /** The request that caused the move, for its audit entry. */
  requestId?: string | null;
}

interface Deps {
  repos: ReposOf<'cases'>;
  audit: AuditJournal;
  /** The insurer's status report of a move (when consented), written in the move's transaction. */
  reportMove: (
    trx: Kysely<Database>,
    move: { companyId: string; to: OpeningStatus; at: string },
  ) => Promise<void>;
}

/**
 * The opening's lifecycle as stored: the domain's state machine decides which moves are allowed,
 * this service writes each one with its event, the insurer's report and its journal entry.
 */
export function createOpeningsService({ repos, audit, reportMove }: Deps) {
  return {
    /** The opening's status as stored (undefined: no such company). */
    statusOf: (db: Kysely<Database>, companyId: string) => repos.cases(db).status(companyId),

    /**
     * Moves an opening to `to` with its event and its audit journal entry. Call it inside the
     * transaction of the change the move stands for, so that the move, its entry and the change
     * are kept together or not at all. The update is conditional on the status read, so two
     * concurrent moves cannot both pass the guard.
     */
    async move(trx: Kysely<Database>, move: OpeningMove): Promise<OpeningStatus> {
      const from = await repos.cases(trx).status(move.companyId);
      if (!from || !canMoveOpening(from, move.to, move.actor.kind))
        throw new OpeningMoveRefused(from, move.to);
      const moved = await trx
        .updateTable('companies')
        .set({ opening_status: move.to })
        .where('id', '=', move.companyId)
        .where('opening_status', '=', from)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new OpeningMoveRefused(from, move.to);
      // The company's row, just updated, stays locked until commit: the next number is ours alone.
      const last = await trx
        .selectFrom('opening_events')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('company_id', '=', move.companyId)
        .executeTakeFirst();
      await trx
        .insertInto('opening_events')
        .values({
          id: newId(),
          seq: Number(last?.seq ?? 0) + 1,
          company_id: move.companyId,
          from_status: from,
          to_status: move.to,
          actor_kind: move.actor.kind,
          actor_id: move.actor.id,
          at: move.at,
          details: JSON.stringify(move.details ?? {}),
        })
        .execute();
      await reportMove(trx, { companyId: move.companyId, to: move.to, at: move.at });
      // The journal's entry, timed at the move itself, written in the same transaction.
      await audit.append(trx, {
        actor: { type: move.actor.kind, id: move.actor.id },
        action: 'opening.moved',
        object: { type: 'company', id: move.companyId },
        caseId: move.companyId,
        before: { opening_status: from },
        after: { opening_status: move.to, ...move.details },
        requestId: move.requestId ?? null,
        at: move.at,
      });
      return move.to;
    },
  };
}

export type OpeningsService = ReturnType<typeof createOpeningsService>;
