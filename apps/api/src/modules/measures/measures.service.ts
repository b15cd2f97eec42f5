import {
  type CaseIdentityMeasuresReply,
  centsToMoney,
  type IdentityMeasure,
  type IdentityMeasureReply,
  MEASURE_KINDS,
  type PscEvidence,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { IdentityMeasuresTable } from '../../db/tables/compliance';
import type { DocumentSubjectType } from '../../db/tables/documents';
import { newId } from '../../ids';

/** The document kinds whose accepted copy identifies a person at a distance (R.561-5-2 CMF). */
const IDENTITY_DOCUMENT_KINDS: readonly string[] = ['identity_card'];

/** The evidence kept with a measure, as JSON: what the regulator checks it against. */
interface Evidence {
  document?: {
    id: string;
    kind: string;
    sha256: string;
    received_at: string;
    accepted_at: string;
    accepted_by: string;
  };
  transfer?: { id: string; payer_name: string; payer_iban: string; amount_cents: number; counted_at: string };
}

/**
 * Whose identity, named as the opening declares them: the account user's own entry (else their
 * account's name), a representative, the company as the customer.
 */
async function subjectName(
  trx: Kysely<Database>,
  caseId: string,
  type: IdentityMeasuresTable['subject_type'],
  id: string,
) {
  const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
  if (type === 'user') {
    const entry = await trx
      .selectFrom('representatives')
      .select(['first_name', 'last_name'])
      .where('company_id', '=', caseId)
      .where('user_id', '=', id)
      .where('is_user', '=', 1)
      .executeTakeFirst();
    const user = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    const named = entry ?? user;
    return named ? name(named.first_name, named.last_name) : '';
  }
  if (type === 'representative') {
    const person = await trx
      .selectFrom('representatives')
      .select(['first_name', 'last_name', 'company_name', 'is_company'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!person) return '';
    return person.is_company === 1 ? (person.company_name ?? '') : name(person.first_name, person.last_name);
  }
  const company = await trx.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirst();
  return company?.name ?? '';
}

/** A counted transfer's evidence: who paid, from which IBAN, how much, and when it counted. */
function transferEvidence(counted: {
  transfer: { id: string; payer_name: string; payer_iban: string; amount_cents: number };
  at: string;
}) {
  const { transfer } = counted;
  return {
    transfer: {
      id: transfer.id,
      payer_name: transfer.payer_name,
      payer_iban: transfer.payer_iban,
      amount_cents: transfer.amount_cents,
      counted_at: counted.at,
    },
  };
}

/**
 * The identification measures applied to the people of an opening, each with when and the
 * evidence (L.561-12 CMF): recorded in the transaction of the event that completes it (a copy of an
 * identity document accepted by the bank, a first transfer from an account in the customer's name
 * counted), once per measure and source, and journaled. Electronic identification and a certified
 * copy have their measure codes for when the product offers them.
 */
export function createMeasuresService({
  db,
  clock,
  audit,
  professionalStatusOf,
}: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  /** The account user's Pro Santé Connect evidence, kept with the account since it was tied (through the hub). */
  professionalStatusOf: (userId: string) => Promise<PscEvidence | undefined>;
}) {
  /**
   * The account user's professional status as Pro Santé Connect vouched for it, beside the
   * identity measures and of its own kind: it establishes status, never identity.
   */
  async function professionalStatusMeasure(caseId: string): Promise<IdentityMeasureReply | null> {
    const company = await db
      .selectFrom('companies')
      .select('user_id')
      .where('id', '=', caseId)
      .executeTakeFirst();
    const evidence = company ? await professionalStatusOf(company.user_id) : undefined;
    if (!company || !evidence) return null;
    const { identity, practice } = evidence;
    return {
      id: `pro-sante-connect:${identity.national_id}`,
      measure: 'professional_status_pro_sante_connect',
      kind: MEASURE_KINDS.professional_status_pro_sante_connect,
      subject: {
        type: 'user',
        id: company.user_id,
        name: await subjectName(db, caseId, 'user', company.user_id),
      },
      applied_at: identity.verified_at,
      document: null,
      transfer: null,
      professional_status: {
        issuer: identity.issuer,
        subject: identity.subject,
        acr: identity.acr,
        verified_at: identity.verified_at,
        directory: identity.directory,
        professional_number: identity.professional_number,
        practice_siret: practice?.siret ?? null,
      },
    };
  }

  async function record(
    trx: Kysely<Database>,
    entry: {
      caseId: string;
      measure: IdentityMeasure;
      subject: { type: IdentityMeasuresTable['subject_type']; id: string };
      sourceId: string;
      appliedAt: string;
      evidence: Evidence;
      actor: { type: 'operator' | 'system'; id: string | null };
      requestId: string | null;
    },
  ): Promise<void> {
    const row: IdentityMeasuresTable = {
      id: newId(),
      company_id: entry.caseId,
      measure: entry.measure,
      subject_type: entry.subject.type,
      subject_id: entry.subject.id,
      subject_name: await subjectName(trx, entry.caseId, entry.subject.type, entry.subject.id),
      source_id: entry.sourceId,
      applied_at: entry.appliedAt,
      evidence: JSON.stringify(entry.evidence),
      recorded_at: clock.now().toISOString(),
    };
    const inserted = await trx
      .insertInto('identity_measures')
      .values(row)
      .onConflict((conflict) => conflict.columns(['measure', 'source_id']).doNothing())
      .executeTakeFirst();
    // The same event seen again (a document accepted twice) is one measure.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return;
    await audit.append(trx, {
      actor: entry.actor,
      action: 'case.identity_measure_recorded',
      object: { type: 'identity_measure', id: row.id },
      caseId: entry.caseId,
      after: {
        measure: row.measure,
        subject_type: row.subject_type,
        subject_id: row.subject_id,
        ...entry.evidence,
      },
      requestId: entry.requestId,
    });
  }

  return {
    /** An operator accepted a document: a person's identity document is the copy measure. */
    async documentAccepted(
      trx: Kysely<Database>,
      accepted: {
        caseId: string;
        document: {
          id: string;
          type: string;
          subject_type: DocumentSubjectType;
          subject_id: string;
          sha256: string;
          created_at: string;
        };
        at: string;
        operatorId: string;
        requestId: string;
      },
    ): Promise<void> {
      const { document } = accepted;
      const subjectType = document.subject_type;
      if (subjectType !== 'user' && subjectType !== 'representative') return;
      if (!IDENTITY_DOCUMENT_KINDS.includes(document.type)) return;
      await record(trx, {
        caseId: accepted.caseId,
        measure: 'identity_document_copy',
        subject: { type: subjectType, id: document.subject_id },
        sourceId: document.id,
        appliedAt: accepted.at,
        evidence: {
          document: {
            id: document.id,
            kind: document.type,
            sha256: document.sha256,
            received_at: document.created_at,
            accepted_at: accepted.at,
            accepted_by: accepted.operatorId,
          },
        },
        actor: { type: 'operator', id: accepted.operatorId },
        requestId: accepted.requestId,
      });
    },

    /** A first transfer counts (reported by the bank feed, or confirmed by a second operator). */
    async firstTransferCounted(
      trx: Kysely<Database>,
      counted: {
        caseId: string;
        transfer: { id: string; payer_name: string; payer_iban: string; amount_cents: number };
        at: string;
        actor: { type: 'operator' | 'system'; id: string | null };
        requestId: string | null;
      },
    ): Promise<void> {
      await record(trx, {
        caseId: counted.caseId,
        measure: 'first_transfer_own_account',
        subject: { type: 'company', id: counted.caseId },
        sourceId: counted.transfer.id,
        appliedAt: counted.at,
        evidence: transferEvidence(counted),
        actor: counted.actor,
        requestId: counted.requestId,
      });
    },

    /**
     * A shareholder's capital contribution counts from an account in their own name (on arrival,
     * or released after review when the payer is the shareholder): the shareholder is identified,
     * as the account user when the shareholder is them.
     */
    async capitalContributionCounted(
      trx: Kysely<Database>,
      counted: {
        caseId: string;
        /** The shareholder's entry among the opening's people. */
        representativeId: string;
        transfer: { id: string; payer_name: string; payer_iban: string; amount_cents: number };
        at: string;
        actor: { type: 'operator' | 'system'; id: string | null };
        requestId: string | null;
      },
    ): Promise<void> {
      const entry = await trx
        .selectFrom('representatives')
        .select(['is_user', 'user_id'])
        .where('id', '=', counted.representativeId)
        .executeTakeFirst();
      // The account user's measures are theirs whichever record names them (their document's copy too).
      const subject =
        entry?.is_user === 1 && entry.user_id
          ? { type: 'user' as const, id: entry.user_id }
          : { type: 'representative' as const, id: counted.representativeId };
      await record(trx, {
        caseId: counted.caseId,
        measure: 'capital_contribution_own_account',
        subject,
        sourceId: counted.transfer.id,
        appliedAt: counted.at,
        evidence: transferEvidence(counted),
        actor: counted.actor,
        requestId: counted.requestId,
      });
    },

    /** The case's measures, oldest first, with the accepting operator's name. */
    async measuresOf(caseId: string): Promise<CaseIdentityMeasuresReply> {
      const rows = await db
        .selectFrom('identity_measures')
        .selectAll()
        .where('company_id', '=', caseId)
        .orderBy('applied_at')
        .orderBy('id')
        .execute();
      const evidence = rows.map((row) => JSON.parse(row.evidence) as Evidence);
      const operatorIds = [
        ...new Set(evidence.flatMap((item) => (item.document ? [item.document.accepted_by] : []))),
      ];
      const operators =
        operatorIds.length === 0
          ? []
          : await db.selectFrom('operators').select(['id', 'name']).where('id', 'in', operatorIds).execute();
      const names = new Map(operators.map((operator) => [operator.id, operator.name]));
      const recorded = rows.map((row, index): IdentityMeasureReply => {
        const { document, transfer } = evidence[index] ?? {};
        return {
          id: row.id,
          measure: row.measure,
          kind: MEASURE_KINDS[row.measure],
          subject: { type: row.subject_type, id: row.subject_id, name: row.subject_name },
          applied_at: row.applied_at,
          document: document
            ? { ...document, accepted_by: names.get(document.accepted_by) ?? document.accepted_by }
            : null,
          transfer: transfer
            ? {
                id: transfer.id,
                payer_name: transfer.payer_name,
                payer_iban: transfer.payer_iban,
                amount: centsToMoney(transfer.amount_cents),
                counted_at: transfer.counted_at,
              }
            : null,
          professional_status: null,
        };
      });
      const status = await professionalStatusMeasure(caseId);
      const measures = status ? [...recorded, status] : recorded;
      return { measures: measures.sort((a, b) => a.applied_at.localeCompare(b.applied_at)) };
    },
  };
}

export type MeasuresService = ReturnType<typeof createMeasuresService>;
