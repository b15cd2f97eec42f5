import { canMoveOpening, type OpeningActor, type OpeningStatus } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';
import { createAuditJournal } from '../audit';
import { recordStatusReport } from '../status-reports/record-status-report';

export interface OpeningMove {
  companyId: string;
  to: OpeningStatus;
  actor: { kind: OpeningActor; id: string | null };
  at: string;
  details?: Readonly<Record<string, unknown>>;
  /** The request that caused the move, for its audit entry. */
  requestId?: string | null;
}

/** A move the state machine refuses, or one another request made first. */
export class OpeningMoveRefused extends Error {
  constructor(
    readonly from: OpeningStatus | undefined,
    readonly to: OpeningStatus,
  ) {
    super(`opening cannot move from ${from ?? 'nowhere'} to ${to}`);
  }
}

/** The opening's status as stored (undefined: no such company). */
export async function openingStatusOf(
  db: Kysely<Database>,
  companyId: string,
): Promise<OpeningStatus | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('opening_status')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.opening_status;
}

/**
 * Moves an opening to `to` with its event and its audit journal entry. Call it inside the transaction of the change the
 * move stands for, so that the move, its entry and the change are kept together or not at all. The
 * update is conditional on the status read, so two concurrent moves cannot both pass the guard.
 */
export async function moveOpening(trx: Kysely<Database>, move: OpeningMove): Promise<OpeningStatus> {
  const from = await openingStatusOf(trx, move.companyId);
  if (!from || !canMoveOpening(from, move.to, move.actor.kind)) throw new OpeningMoveRefused(from, move.to);
  const moved = await trx
    .updateTable('companies')
    .set({ opening_status: move.to })
    .where('id', '=', move.companyId)
    .where('opening_status', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new OpeningMoveRefused(from, move.to);
  await trx
    .insertInto('opening_events')
    .values({
      id: newId(),
      company_id: move.companyId,
      from_status: from,
      to_status: move.to,
      actor_kind: move.actor.kind,
      actor_id: move.actor.id,
      at: move.at,
      details: JSON.stringify(move.details ?? {}),
    })
    .execute();
  // The insurer's status report (when consented), written with the move or not at all.
  await recordStatusReport(trx, { companyId: move.companyId, to: move.to, at: move.at });
  // The journal's entry, timed at the move itself, written in the same transaction.
  await createAuditJournal({ clock: { now: () => new Date(move.at) } }).append(trx, {
    actor: { type: move.actor.kind, id: move.actor.id },
    action: 'opening.moved',
    object: { type: 'company', id: move.companyId },
    caseId: move.companyId,
    before: { opening_status: from },
    after: { opening_status: move.to, ...move.details },
    requestId: move.requestId ?? null,
  });
  return move.to;
}
