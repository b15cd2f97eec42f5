import { z } from 'zod';
import { DEPOSIT_HOLD_REASONS, HELD_TRANSFER_ACTIONS } from '../rules/bank-transfers';
import { OPENING_STATUSES } from '../rules/opening-status';
import { freeTextSchema } from '../schemas/fields';
import type { OperatorRole } from '../tables/operator-roles';
import {
  CompanyRegistrationBodySchema,
  CompanyRegistrationReplySchema,
  DEPOSIT_SHAREHOLDER_STATUSES,
  DEPOSIT_TRANSFER_OUTCOMES,
  DepositAccountSchema,
  MoneySchema,
} from './capital-deposit.contract';
import type { RouteTable } from './route-contract';

const OperatorNameSchema = z.object({ id: z.string(), name: z.string() });

/** Why a supervisor proposes to release or return a held transfer: kept in the journal, never sent to the customer. */
export const HeldTransferProposalBodySchema = z.object({
  note: freeTextSchema(1000, 'multiple'),
});
export type HeldTransferProposalBody = z.input<typeof HeldTransferProposalBodySchema>;

/**
 * Every transfer the bank received for a deposit, as the back-office reviews it: the payer and
 * their IBAN, the remittance, what the rule made of it and why; a held one's (or, once the deposit
 * is paid back, any one's) proposed action waiting for a second supervisor; a released or
 * returned one's two supervisors.
 */
export const BackofficeDepositTransferReplySchema = z.object({
  /** The bank's record of it (the path's `{transferId}` of the actions). */
  id: z.string(),
  /** The core system's id of the transfer. */
  transfer_id: z.string(),
  /** The shareholder whose reference it carries (null: unmatched). */
  shareholder_id: z.string().nullable(),
  shareholder_name: z.string().nullable(),
  payer_name: z.string(),
  payer_iban: z.string(),
  amount: MoneySchema,
  reference: z.string(),
  value_date: z.string(),
  received_at: z.string(),
  outcome: z.enum(DEPOSIT_TRANSFER_OUTCOMES),
  hold_reason: z.enum(DEPOSIT_HOLD_REASONS).nullable(),
  /** The action a supervisor proposed, waiting for a second one (null: none pending). */
  proposal: z
    .object({
      action: z.enum(HELD_TRANSFER_ACTIONS),
      note: z.string(),
      proposed_by: OperatorNameSchema,
      proposed_at: z.string(),
    })
    .nullable(),
  /** A released or returned transfer: the action, who proposed it and who confirmed it, when. */
  decision: z
    .object({
      action: z.enum(HELD_TRANSFER_ACTIONS),
      note: z.string().nullable(),
      /** Null for a release recorded before four-eyes applied to it. */
      proposed_by: OperatorNameSchema.nullable(),
      confirmed_by: OperatorNameSchema,
      decided_at: z.string(),
    })
    .nullable(),
  /** A returned transfer: the bank's outgoing transfer to the payer, as asked. */
  return_transfer: z
    .object({
      beneficiary_name: z.string(),
      beneficiary_iban: z.string(),
      amount: MoneySchema,
      reference: z.string(),
      status: z.literal('asked'),
      asked_at: z.string(),
    })
    .nullable(),
});
export type BackofficeDepositTransferReply = z.infer<typeof BackofficeDepositTransferReplySchema>;

/** One shareholder's share of the deposit, as the bank reviews it. */
export const BackofficeDepositShareholderReplySchema = z.object({
  id: z.string(),
  kind: z.enum(['person', 'company']),
  name: z.string(),
  shares: z.number().int(),
  transfer_reference: z.string(),
  amount_due: MoneySchema,
  amount_received: MoneySchema,
  amount_held: MoneySchema,
  status: z.enum(DEPOSIT_SHAREHOLDER_STATUSES),
  overpaid: z.boolean(),
});

/**
 * The capital deposit section of an enrollment's case page: the blocked account, each
 * shareholder's due, received and held amounts, every transfer credited to the deposit's account
 * or carrying one of its references, the certificate once issued and the registration.
 */
export const BackofficeDepositReplySchema = z.object({
  opening_status: z.enum(OPENING_STATUSES),
  account: DepositAccountSchema,
  capital_amount: MoneySchema,
  amount_received: MoneySchema,
  number_of_shares: z.number().int(),
  completed_at: z.string().nullable(),
  shareholders: z.array(BackofficeDepositShareholderReplySchema),
  /** Oldest first. */
  transfers: z.array(BackofficeDepositTransferReplySchema),
  certificate: z.object({ reference: z.string(), issued_at: z.string() }).nullable(),
  registration: CompanyRegistrationReplySchema.extend({ operator: OperatorNameSchema.nullable() }).nullable(),
  /**
   * The opening ended before its account opened (withdrawn or refused, not frozen): every transfer
   * received that is not returned yet is due back to its payer (`transferDueBack`), and this is
   * what is still due (zero once all are returned). Null while the deposit is live or once open.
   */
  repayment: z.object({ amount_due: MoneySchema, transfers_due: z.number().int() }).nullable(),
});
export type BackofficeDepositReply = z.infer<typeof BackofficeDepositReplySchema>;

/** The capital deposit of an enrollment in the back-office, and what the bank does with a held transfer. */
export const backofficeDepositContracts = {
  'GET /backoffice/cases/{caseId}/capital-deposit': {
    doc: {
      summary: "An enrollment's capital deposit",
      description:
        "The blocked account, each shareholder's due, received and held amounts, every transfer with its status and reason, the registration and the certificate once issued; once the opening was withdrawn or refused before its account opened, what is still due back to the payers.",
    },
    reply: BackofficeDepositReplySchema,
  },
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/release': {
    doc: {
      summary: 'Propose to release a held transfer',
      description:
        'A supervisor proposes that a held transfer count for its shareholder, with a note; a second supervisor confirms it.',
      refusals: [409],
    },
    reply: BackofficeDepositTransferReplySchema,
    body: HeldTransferProposalBodySchema,
  },
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/return': {
    doc: {
      summary: 'Propose to return a transfer to its payer',
      description:
        "A supervisor proposes that a held transfer, or any transfer due back once the opening was withdrawn or refused before its account opened, be sent back to the payer's IBAN, with a note; a second supervisor confirms it. A counted transfer of a deposit still being paid in cannot be returned (409).",
      refusals: [409],
    },
    reply: BackofficeDepositTransferReplySchema,
    body: HeldTransferProposalBodySchema,
  },
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/confirm': {
    doc: {
      summary: 'Confirm a proposed release or return',
      description:
        'A second supervisor (not the proposer: 403) carries out the proposal; the applicant is e-mailed (a transfer due back: its payer, the shareholder concerned) and the journal records it.',
      refusals: [409],
    },
    reply: BackofficeDepositTransferReplySchema,
  },
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/decline': {
    doc: {
      summary: 'Decline a proposed release or return',
      description: 'A supervisor declines the proposal: the transfer stays as it was (held, or due back).',
      refusals: [409],
    },
    reply: BackofficeDepositTransferReplySchema,
  },
  'PUT /backoffice/cases/{caseId}/capital-deposit/registration': {
    doc: {
      summary: 'Correct the registered company',
      description:
        'An operator reviewing the Kbis corrects the SIREN and the registered name the current account will be opened in.',
      refusals: [409],
    },
    reply: CompanyRegistrationReplySchema,
    body: CompanyRegistrationBodySchema,
  },
} as const satisfies RouteTable;

type BackofficeDepositRouteKey = keyof typeof backofficeDepositContracts;

const SUPERVISORS: readonly OperatorRole[] = ['supervisor'];

/**
 * Who may call each route: every role reads the deposit; only supervisors act on a held transfer
 * (one proposes, another confirms); the operators who review the Kbis record the registration.
 */
export const BACKOFFICE_DEPOSIT_ROUTE_ROLES: Readonly<
  Record<BackofficeDepositRouteKey, readonly OperatorRole[]>
> = {
  'GET /backoffice/cases/{caseId}/capital-deposit': ['reviewer', 'supervisor', 'auditor'],
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/release': SUPERVISORS,
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/return': SUPERVISORS,
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/confirm': SUPERVISORS,
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/decline': SUPERVISORS,
  'PUT /backoffice/cases/{caseId}/capital-deposit/registration': ['reviewer', 'supervisor'],
};
