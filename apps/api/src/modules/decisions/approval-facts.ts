import {
  type ApprovalFacts,
  approvalStepOf,
  type DocumentDecision,
  registrationProofKind,
  requiredCompanyDocumentKinds,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { CaseFacts } from '../../db/repositories/cases';
import type { Database } from '../../db/schema';
import type { PeopleService, ProofSlot } from '../people/people.service';
import type { RiskService } from '../risk/risk.service';
import type { ScreeningService } from '../screening/screening.service';

/** The company's and the customer's own documents the bank needs at this step of the case. */
function companyAndUserSlots(facts: CaseFacts): ProofSlot[] {
  const company = { subjectType: 'company', subjectId: facts.id } as const;
  const user = { subjectType: 'user', subjectId: facts.user.id } as const;
  const companyKinds = [
    // A company being created has no registration extract until its Kbis, before it opens.
    ...(facts.journey === 'signup' || approvalStepOf(facts.journey, facts.status) === 'opening'
      ? [registrationProofKind(facts.legalForm)]
      : []),
    ...requiredCompanyDocumentKinds({
      journey: facts.journey,
      legalForm: facts.legalForm,
      homeIsPractice: facts.homeIsPractice,
    }),
  ];
  return [
    ...companyKinds.map((type) => ({ ...company, type })),
    { ...user, type: 'identity_card' },
    { ...user, type: 'proof_of_address' },
  ];
}

/**
 * The state of the case's required documents: a slot is accepted when one of its live documents'
 * latest decision is an acceptance, rejected when none is accepted and one was rejected, and
 * undecided otherwise (no decision yet, or sent again and not decided).
 */
export async function documentFacts(
  trx: Kysely<Database>,
  facts: CaseFacts,
  people: Pick<PeopleService, 'requiredProofs'>,
): Promise<ApprovalFacts['documents']> {
  const slots = [
    ...companyAndUserSlots(facts),
    ...(await people.requiredProofs(trx, facts.id, facts.user.id)),
  ];
  const documents = await trx
    .selectFrom('documents')
    .select(['id', 'subject_type', 'subject_id', 'type'])
    .where('deleted_at', 'is', null)
    .where(
      'subject_id',
      'in',
      slots.map((slot) => slot.subjectId),
    )
    .execute();
  const decisions = await trx
    .selectFrom('document_decisions')
    .select(['document_id', 'decision', 'at', 'id'])
    .where('company_id', '=', facts.id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const latest = new Map<string, DocumentDecision>();
  for (const row of decisions) latest.set(row.document_id, row.decision);
  let undecided = 0;
  let rejected = 0;
  for (const slot of slots) {
    const inSlot = documents.filter(
      (row) =>
        row.subject_type === slot.subjectType && row.subject_id === slot.subjectId && row.type === slot.type,
    );
    const states = inSlot.map((row) => latest.get(row.id));
    if (states.includes('accepted')) continue;
    if (states.includes('rejected')) rejected += 1;
    else undecided += 1;
  }
  return { undecided, rejected };
}

/** The case's screening hits still open and those confirmed as a true match (in the caller's transaction). */
export async function screeningFacts(
  trx: Kysely<Database>,
  facts: CaseFacts,
  screening: Pick<ScreeningService, 'screeningSummary'>,
): Promise<ApprovalFacts['screening']> {
  const { open, confirmed } = await screening.screeningSummary(facts.id, trx);
  return { open, confirmed };
}

/**
 * The risk gates' facts: the latest rating's tier, and whether a source-of-funds document of the
 * company's has an acceptance as its latest decision (enhanced due diligence).
 */
export async function riskFacts(
  trx: Kysely<Database>,
  facts: CaseFacts,
  risk: Pick<RiskService, 'currentTier'>,
): Promise<ApprovalFacts['risk']> {
  const documents = await trx
    .selectFrom('documents')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('subject_type', '=', 'company')
    .where('subject_id', '=', facts.id)
    .where('type', '=', 'source_of_funds')
    .execute();
  const decisions = await trx
    .selectFrom('document_decisions')
    .select(['document_id', 'decision'])
    .where('company_id', '=', facts.id)
    .where('document_type', '=', 'source_of_funds')
    .orderBy('at')
    .orderBy('id')
    .execute();
  const latest = new Map<string, DocumentDecision>();
  for (const row of decisions) latest.set(row.document_id, row.decision);
  return {
    tier: await risk.currentTier(trx, facts.id),
    sourceOfFundsAccepted: documents.some((row) => latest.get(row.id) === 'accepted'),
  };
}
