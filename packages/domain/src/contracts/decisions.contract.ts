import { z } from 'zod';
import { APPROVAL_BLOCKERS } from '../rules/approval-gates';
import { FIRST_TRANSFER_HOLD_REASONS, FIRST_TRANSFER_OUTCOMES } from '../rules/bank-transfers';
import { isValidIban } from '../rules/iban';
import { OPENING_STATUSES } from '../rules/opening-status';
import { RISK_TIERS } from '../rules/risk/risk-table';
import { freeTextSchema } from '../schemas/fields';
import type { OperatorRole } from '../tables/operator-roles';
import { REFUSAL_REASON_CODES } from '../tables/refusal-reasons';
import { JOURNEYS } from '../tables/registration-types';
import { MoneySchema, TransferAmountSchema } from './capital-deposit.contract';
import type { RouteTable } from './route-contract';

/** What an operator decides about one document of a case. */
export const DOCUMENT_DECISIONS = ['accepted', 'rejected', 'resubmit'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

/** What an operator writes (a note, a reason, a message to the customer): several lines, nothing that disguises it. */
const text = (max: number) => freeTextSchema(max, 'multiple');

/** Accept; reject with a reason (kept inside the bank); or ask the customer to send it again, with a message to them. */
export const DocumentDecisionBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('accepted') }),
    z.object({ decision: z.literal('rejected'), reason: text(500) }),
    z.object({ decision: z.literal('resubmit'), message: text(1000) }),
  ],
  'validation.invalid_choice',
);
export type DocumentDecisionBody = z.input<typeof DocumentDecisionBodySchema>;

/** Refusal: a reason code of the bank's table and an internal note; neither reaches the customer. */
export const RefuseCaseBodySchema = z.object({
  reason_code: z.enum(REFUSAL_REASON_CODES, 'validation.invalid_choice'),
  note: text(2000),
});
export type RefuseCaseBody = z.input<typeof RefuseCaseBodySchema>;

/** Closing an open account: why, for the journal. */
export const CloseCaseBodySchema = z.object({ note: text(2000) });
export type CloseCaseBody = z.input<typeof CloseCaseBodySchema>;

/** A first transfer a supervisor records from the bank's statement. */
export const FirstTransferBodySchema = z.object({
  payer_name: freeTextSchema(140, 'single'),
  payer_iban: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(42, 'validation.too_long')
    .refine(isValidIban, 'validation.iban_invalid'),
  amount: TransferAmountSchema,
  value_date: z.iso.date('deposit.validation.value_date'),
});
export type FirstTransferBody = z.input<typeof FirstTransferBodySchema>;

export const DocumentDecisionReplySchema = z.object({
  id: z.string(),
  document_id: z.string(),
  decision: z.enum(DOCUMENT_DECISIONS),
  /** Rejected: why (inside the bank). */
  reason: z.string().nullable(),
  /** Asked again: the message the customer reads. */
  message: z.string().nullable(),
  operator_name: z.string(),
  at: z.string(),
  /** Asked again: when the customer sent a new file. */
  fulfilled_at: z.string().nullable(),
});
export type DocumentDecisionReply = z.infer<typeof DocumentDecisionReplySchema>;

export const FirstTransferReplySchema = z.object({
  id: z.string(),
  source: z.enum(['bank_feed', 'operator']),
  payer_name: z.string(),
  payer_iban: z.string(),
  amount: MoneySchema,
  value_date: z.string(),
  outcome: z.enum(FIRST_TRANSFER_OUTCOMES),
  hold_reason: z.enum(FIRST_TRANSFER_HOLD_REASONS).nullable(),
  /** The operator who typed it in (null: the bank feed reported it). */
  recorded_by: z.string().nullable(),
  recorded_by_id: z.string().nullable(),
  /** Typed in by hand: the second operator who checked it against the statement, and when. */
  confirmed_by: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  received_at: z.string(),
});
export type FirstTransferReply = z.infer<typeof FirstTransferReplySchema>;

/** The decisions side of a case page: its status, who reviewed it, each document's decisions, first transfers. */
export const CaseDecisionsReplySchema = z.object({
  status: z.enum(OPENING_STATUSES),
  journey: z.enum(JOURNEYS),
  /** Operators who reviewed the case (started the review or decided on a document): four-eyes. */
  reviewed_by: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The operator whose approval is on record (null: not approved yet). */
  approved_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Under review: the approval's gates still closed (approvalBlockers), so the app can say why. */
  approval_blockers: z.array(z.enum(APPROVAL_BLOCKERS)),
  /** A screening hit of the case awaits its disposition: the account does not open (openingBlocker). */
  screening_hits_open: z.boolean(),
  /** The latest risk rating's tier (null: not rated): enhanced is a supervisor's to approve. */
  risk_tier: z.enum(RISK_TIERS).nullable(),
  /** A confirmed true match froze the case: every action is refused (the back-office says why). */
  frozen: z.boolean(),
  /** Every decision, newest first. */
  document_decisions: z.array(DocumentDecisionReplySchema),
  first_transfers: z.array(FirstTransferReplySchema),
});
export type CaseDecisionsReply = z.infer<typeof CaseDecisionsReplySchema>;

/** A transition's answer: where the opening stands now. */
export const CaseTransitionReplySchema = z.object({ status: z.enum(OPENING_STATUSES) });
export type CaseTransitionReply = z.infer<typeof CaseTransitionReplySchema>;

/** The bank's decisions on a case and the lifecycle transitions they drive. */
export const decisionContracts = {
  'GET /backoffice/cases/{caseId}/decisions': {
    doc: {
      summary: "A case's decisions",
      description: 'Status, reviewers (four eyes), document decisions and first transfers.',
    },
    reply: CaseDecisionsReplySchema,
  },
  'POST /backoffice/cases/{caseId}/review': {
    doc: {
      summary: 'Start the review',
      description: 'A reviewer takes a submitted opening: it moves to under review.',
      refusals: [409],
    },
    reply: CaseTransitionReplySchema,
  },
  'POST /backoffice/cases/{caseId}/documents/{documentId}/decisions': {
    doc: {
      summary: 'Decide on a document',
      description:
        'Accepted, rejected with a reason, or asked again with a message to the customer (the case then waits for documents and the customer is e-mailed).',
      refusals: [409],
    },
    reply: CaseTransitionReplySchema,
    statuses: [201],
    body: DocumentDecisionBodySchema,
  },
  'POST /backoffice/cases/{caseId}/approve': {
    doc: {
      summary: 'Approve an opening',
      description:
        "A supervisor, never the case's own reviewer, approves a reviewed opening: a signup then awaits its first transfer, an enrollment goes on with its deposit.",
      refusals: [409],
    },
    reply: CaseTransitionReplySchema,
  },
  'POST /backoffice/cases/{caseId}/refuse': {
    doc: {
      summary: 'Refuse an opening',
      description:
        "A supervisor refuses with a reason code and an internal note; the customer's e-mail never names the reason.",
      refusals: [409],
    },
    reply: CaseTransitionReplySchema,
    body: RefuseCaseBodySchema,
  },
  'POST /backoffice/cases/{caseId}/first-transfers': {
    doc: {
      summary: 'Record a first transfer',
      description:
        "A supervisor types in a signup's first transfer from the bank's statement: accepted (at least the minimum, SEPA, the company's name) or held with the reason. It counts once another supervisor confirms it.",
      refusals: [409],
    },
    reply: FirstTransferReplySchema,
    statuses: [201],
    body: FirstTransferBodySchema,
  },
  'POST /backoffice/cases/{caseId}/first-transfers/{transferId}/confirm': {
    doc: {
      summary: 'Confirm a first transfer',
      description:
        'A second supervisor confirms a transfer another one typed in; the operator who typed it in is refused (403).',
      refusals: [409],
    },
    reply: FirstTransferReplySchema,
  },
  'POST /backoffice/cases/{caseId}/open': {
    doc: {
      summary: 'Open the account',
      description:
        "A supervisor, never the case's own reviewer, opens the account: a signup once its first transfer is accepted, an enrollment once registered and its Kbis approved by a second operator. Where opening is the next move but its gate is closed, the 409 names it (openingBlocker): a screening hit raised since the approval awaiting its disposition, the Kbis not approved, or the first transfer not counted.",
      refusals: [409],
    },
    reply: CaseTransitionReplySchema,
  },
  'POST /backoffice/cases/{caseId}/close': {
    doc: {
      summary: 'Close an account',
      description: 'A supervisor closes an open account, with why in the audit journal.',
      refusals: [409],
    },
    reply: CaseTransitionReplySchema,
    body: CloseCaseBodySchema,
  },
} as const satisfies RouteTable;

type DecisionRouteKey = keyof typeof decisionContracts;

/**
 * Who may call each decision route: reviewers review documents and ask for them again;
 * supervisors may review too, and approve, refuse, record first transfers, open and close (never
 * approving or opening what they reviewed: four-eyes); auditors only read.
 */
export const DECISION_ROUTE_ROLES: Readonly<Record<DecisionRouteKey, readonly OperatorRole[]>> = {
  'GET /backoffice/cases/{caseId}/decisions': ['reviewer', 'supervisor', 'auditor'],
  'POST /backoffice/cases/{caseId}/review': ['reviewer', 'supervisor'],
  'POST /backoffice/cases/{caseId}/documents/{documentId}/decisions': ['reviewer', 'supervisor'],
  'POST /backoffice/cases/{caseId}/approve': ['supervisor'],
  'POST /backoffice/cases/{caseId}/refuse': ['supervisor'],
  'POST /backoffice/cases/{caseId}/first-transfers': ['supervisor'],
  'POST /backoffice/cases/{caseId}/first-transfers/{transferId}/confirm': ['supervisor'],
  'POST /backoffice/cases/{caseId}/open': ['supervisor'],
  'POST /backoffice/cases/{caseId}/close': ['supervisor'],
};
