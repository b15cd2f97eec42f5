import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { AuditEntriesTable } from '../db/tables/audit';
import { newId } from '../ids';
import { canonicalJson } from './canonical-json';
import { entryHash } from './entry-hash';

export type AuditActorType = AuditEntriesTable['actor_type'];

/** What happened, by whom, to what: the caller's words; time, sequence and hashes are the journal's. */
export interface AuditEntryInput {
  actor: { type: AuditActorType; id: string | null };
  /** A dotted code: operator.signed_in, case.viewed, case.document_viewed... */
  action: string;
  object: { type: string; id: string | null };
  /** The opening the entry belongs to (the company's id), for its timeline. */
  caseId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  /** When the change it records happened, if not now (a move timed by its caller). */
  at?: string;
}

/**
 * The audit journal. `append` is its only write: there is no update or delete path in code
 * (and PostgreSQL's trigger refuses them). It runs in the caller's transaction so an entry is
 * written with the change it records, or not at all.
 */
export function createAuditJournal({ clock }: { clock: Clock }) {
  return {
    async append(trx: Kysely<Database>, entry: AuditEntryInput): Promise<{ id: string; sequence: number }> {
      // Moving the head first takes its lock (row lock on PostgreSQL, the write lock on SQLite):
      // concurrent appends queue here, so each one sees the hash the previous one wrote.
      const head = await trx
        .updateTable('audit_chain_head')
        .set((eb) => ({ sequence: eb('sequence', '+', 1) }))
        .where('id', '=', 1)
        .returning(['sequence', 'hash'])
        .executeTakeFirstOrThrow();
      const fields = {
        id: newId(),
        sequence: Number(head.sequence),
        at: entry.at ?? clock.now().toISOString(),
        actor_type: entry.actor.type,
        actor_id: entry.actor.id,
        action: entry.action,
        object_type: entry.object.type,
        object_id: entry.object.id,
        case_id: entry.caseId ?? null,
        before_value: entry.before === undefined ? null : canonicalJson(entry.before),
        after_value: entry.after === undefined ? null : canonicalJson(entry.after),
        request_id: entry.requestId ?? null,
        previous_hash: head.hash,
      };
      const hash = entryHash(fields);
      await trx
        .insertInto('audit_entries')
        .values({ ...fields, hash })
        .execute();
      await trx.updateTable('audit_chain_head').set({ hash }).where('id', '=', 1).execute();
      return { id: fields.id, sequence: fields.sequence };
    },
  };
}

export type AuditJournal = ReturnType<typeof createAuditJournal>;
