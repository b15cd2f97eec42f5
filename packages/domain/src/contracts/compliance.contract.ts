import { z } from 'zod';
import { HIGH_RISK_COUNTRY_LIST_NAMES } from '../rules/risk/high-risk-countries';
import { RISK_FACTOR_CODES, RISK_TIERS } from '../rules/risk/risk-table';
import { DUE_DILIGENCE_DOCUMENT_KINDS } from '../tables/documents';
import type { OperatorRole } from '../tables/operator-roles';
import { MoneySchema } from './capital-deposit.contract';
import { DocumentListReplySchema } from './documents.contract';
import type { RouteTable } from './route-contract';

/** What made the API rate an opening again: a change to one of its factors, or a person's request. */
export const RISK_TRIGGERS = [
  'submission',
  'person_saved',
  'person_removed',
  'kyc_answered',
  'operator',
  'screening',
] as const;
export type RiskTrigger = (typeof RISK_TRIGGERS)[number];

/** One factor of a rating, with its words in the caller's language. */
export const RiskFactorReplySchema = z.object({
  code: z.enum(RISK_FACTOR_CODES),
  /** The factor in words, naming whom and which country it concerns. */
  label: z.string(),
  weight: z.number().int(),
  /** The law asks for enhanced due diligence whatever the score. */
  enhanced_by_law: z.boolean(),
  subject: z.object({ type: z.enum(['person', 'company']), id: z.string().nullable(), name: z.string() }),
  /** What the factor read: a country's code, a NAF code, a legal form (null for the others). */
  value: z.string().nullable(),
  /** A country's: the lists naming it. */
  lists: z.array(z.enum(HIGH_RISK_COUNTRY_LIST_NAMES)),
});
export type RiskFactorReply = z.infer<typeof RiskFactorReplySchema>;

/** A rating on record: its tier, score, factors, the table's edition, when and why it was made. */
export const RiskRatingReplySchema = z.object({
  id: z.string(),
  tier: z.enum(RISK_TIERS),
  score: z.number().int(),
  edition: z.string(),
  rated_at: z.string(),
  next_review_on: z.string(),
  trigger: z.enum(RISK_TRIGGERS),
  /** Who caused it: the customer, an operator (named) or the bank's systems. */
  actor: z.object({ type: z.enum(['customer', 'operator', 'system']), name: z.string().nullable() }),
  factors: z.array(RiskFactorReplySchema),
});
export type RiskRatingReply = z.infer<typeof RiskRatingReplySchema>;

/** A document enhanced due diligence asked of the customer, and where it stands. */
export const DueDiligenceRequestReplySchema = z.object({
  id: z.string(),
  document_type: z.enum(DUE_DILIGENCE_DOCUMENT_KINDS),
  requested_at: z.string(),
  /** When the customer sent it (null: still awaited). */
  fulfilled_at: z.string().nullable(),
  /** Withdrawn when the opening is no longer rated enhanced before the customer sent it. */
  withdrawn_at: z.string().nullable(),
});

/** The case page's risk section: the latest rating, every earlier one, what enhanced due diligence asked. */
export const CaseRiskReplySchema = z.object({
  current: RiskRatingReplySchema.nullable(),
  /** Every rating on record, newest first (the current one included). */
  history: z.array(RiskRatingReplySchema),
  due_diligence: z.array(DueDiligenceRequestReplySchema),
});
export type CaseRiskReply = z.infer<typeof CaseRiskReplySchema>;

/**
 * How a person's identity was established at a distance (R.561-5-1 and R.561-5-2 CMF), each kept
 * with its evidence (L.561-12): the identity document's copy accepted by the bank, a first payment
 * from an account in the customer's name, a shareholder's capital contribution from an account in
 * their own name (a company being created); electronic identification and a certified copy have
 * their place for when the product offers them.
 */
export const IDENTITY_MEASURES = [
  'identity_document_copy',
  'first_transfer_own_account',
  'capital_contribution_own_account',
  'electronic_identification',
  'certified_copy',
  'professional_status_pro_sante_connect',
] as const;
export type IdentityMeasure = (typeof IDENTITY_MEASURES)[number];

/**
 * What a measure establishes: identity (R.561-5-1 / R.561-5-2 CMF), or only professional status
 * (Pro Santé Connect, eIDAS low), which is recorded beside them and never counts as identity.
 */
export const MEASURE_KINDS = {
  identity_document_copy: 'identity',
  first_transfer_own_account: 'identity',
  capital_contribution_own_account: 'identity',
  electronic_identification: 'identity',
  certified_copy: 'identity',
  professional_status_pro_sante_connect: 'professional_status',
} as const satisfies Record<IdentityMeasure, 'identity' | 'professional_status'>;

export const IdentityMeasureReplySchema = z.object({
  id: z.string(),
  measure: z.enum(IDENTITY_MEASURES),
  /** Whom it identifies: the account user, a representative, or the company (the customer). */
  subject: z.object({
    type: z.enum(['user', 'representative', 'company']),
    id: z.string(),
    name: z.string(),
  }),
  /** What it establishes: identity, or professional status only (never counted as identity). */
  kind: z.enum(['identity', 'professional_status']),
  /** When the measure was complete (the document accepted, the transfer counted). */
  applied_at: z.string(),
  document: z
    .object({
      id: z.string(),
      kind: z.string(),
      sha256: z.string(),
      received_at: z.string(),
      accepted_at: z.string(),
      accepted_by: z.string(),
    })
    .nullable(),
  transfer: z
    .object({
      id: z.string(),
      payer_name: z.string(),
      payer_iban: z.string(),
      amount: MoneySchema,
      counted_at: z.string(),
    })
    .nullable(),
  /** Pro Santé Connect's verification: the ID token's issuer, subject and acr, when, the number. */
  professional_status: z
    .object({
      issuer: z.string(),
      subject: z.string(),
      acr: z.string(),
      verified_at: z.string(),
      directory: z.enum(['rpps', 'adeli']),
      professional_number: z.string(),
      practice_siret: z.string().nullable(),
    })
    .nullable(),
});
export type IdentityMeasureReply = z.infer<typeof IdentityMeasureReplySchema>;

export const CaseIdentityMeasuresReplySchema = z.object({ measures: z.array(IdentityMeasureReplySchema) });
export type CaseIdentityMeasuresReply = z.infer<typeof CaseIdentityMeasuresReplySchema>;

/** A document the bank asks the customer for (enhanced due diligence), in the customer's language. */
export const AskedDocumentReplySchema = z.object({
  id: z.string(),
  document_type: z.enum(DUE_DILIGENCE_DOCUMENT_KINDS),
  label: z.string(),
  hint: z.string(),
  requested_at: z.string(),
});
export type AskedDocumentReply = z.infer<typeof AskedDocumentReplySchema>;

export const AskedDocumentsReplySchema = z.object({ documents: z.array(AskedDocumentReplySchema) });
export type AskedDocumentsReply = z.infer<typeof AskedDocumentsReplySchema>;

/** The bank's compliance routes on a case: risk, identification measures, the regulator's export. */
export const complianceBackofficeContracts = {
  'GET /backoffice/cases/{caseId}/risk': {
    doc: {
      summary: "A case's risk rating",
      description:
        'The latest rating: its tier (simplified, standard, enhanced), the factors that made it in words, the next review date, and the ratings before it.',
    },
    reply: CaseRiskReplySchema,
  },
  'POST /backoffice/cases/{caseId}/risk/rate': {
    doc: {
      summary: 'Rate a case again',
      description:
        "An operator has the case rated again from today's facts (the rating is kept with its factors and journaled).",
    },
    reply: RiskRatingReplySchema,
    statuses: [201],
  },
  'GET /backoffice/cases/{caseId}/identity-measures': {
    doc: {
      summary: 'Identification measures on record',
      description:
        "For each person of the case, the measures applied (R.561-5-1 / R.561-5-2 CMF): the identity document's copy, a first transfer from an account in the customer's name, when and with what evidence.",
    },
    reply: CaseIdentityMeasuresReplySchema,
  },
  // A ZIP: the summary as PDF, the same as JSON, the documents with their SHA-256 (journaled).
  'GET /backoffice/cases/{caseId}/export': {
    doc: {
      summary: "The regulator's export of a case",
      description:
        "A ZIP: a readable PDF summary, the same as JSON (the decisions, the risk, the measures, the screening record: the list versions screened against and every hit with its disposition), the documents with their SHA-256 and the journal's verification at export time. Journaled with the archive's own SHA-256.",
    },
    reply: null,
  },
} as const satisfies RouteTable;

type ComplianceRouteKey = keyof typeof complianceBackofficeContracts;

/**
 * Every role reads the risk and the measures; reviewers and supervisors, who work cases, have one
 * rated again; the export, a copy of the whole file leaving the bank's tools, is for auditors and
 * supervisors only.
 */
export const COMPLIANCE_ROUTE_ROLES: Readonly<Record<ComplianceRouteKey, readonly OperatorRole[]>> = {
  'GET /backoffice/cases/{caseId}/risk': ['reviewer', 'supervisor', 'auditor'],
  'POST /backoffice/cases/{caseId}/risk/rate': ['reviewer', 'supervisor'],
  'GET /backoffice/cases/{caseId}/identity-measures': ['reviewer', 'supervisor', 'auditor'],
  'GET /backoffice/cases/{caseId}/export': ['auditor', 'supervisor'],
};

/** The customer's side: the documents enhanced due diligence asks of them, and their upload. */
export const dueDiligenceContracts = {
  'GET /companies/{companyId}/application/asked-documents': {
    doc: {
      summary: 'Documents the bank asks for',
      description:
        'The documents the bank asks of the customer on its own (enhanced due diligence: the origin of the funds), each with what to send and whether it was sent.',
    },
    reply: AskedDocumentsReplySchema,
  },
  'POST /companies/{companyId}/application/asked-documents/{requestId}/documents': {
    doc: {
      summary: 'Send a document the bank asked for',
      description: "Uploads the files answering one of the bank's requests (multipart, PDF, JPEG or PNG).",
      refusals: [409],
    },
    reply: DocumentListReplySchema,
    statuses: [201],
  },
} as const satisfies RouteTable;
