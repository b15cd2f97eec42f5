import { z } from 'zod';
import { LOCALES } from '../locale';
import {
  DEPOSIT_HOLD_REASONS,
  TRANSFER_HOLD_REASONS,
  TRANSFER_OUTCOMES,
  type TransferOutcome,
} from '../rules/bank-transfers';
import { isValidIban } from '../rules/iban';
import { moneyToCents } from '../rules/money';
import { OPENING_STATUSES } from '../rules/opening-status';
import { isValidSiren } from '../rules/siren-siret';
import { nameSchema, withoutDisguise } from '../schemas/fields';
import { ArchiveQuerySchema, DocumentListReplySchema } from './documents.contract';
import type { RouteTable } from './route-contract';

/**
 * Amounts cross the wire as decimal strings with exactly two places ("6000.00"): the bank never
 * lets a binary float near money. The web formats them for the reader's language.
 */
export const MoneySchema = z.string().regex(/^\d{1,13}\.\d{2}$/);

/** Where a shareholder's payment stands (spec §1: capital-deposit transfers). */
export const DEPOSIT_SHAREHOLDER_STATUSES = [
  'waiting',
  'partly_received',
  'received',
  'held_for_review',
] as const;
export type DepositShareholderStatus = (typeof DEPOSIT_SHAREHOLDER_STATUSES)[number];

/** What became of a transfer from the bank feed (the shared transfer codes). */
export const DEPOSIT_TRANSFER_OUTCOMES = TRANSFER_OUTCOMES;
export type DepositTransferOutcome = TransferOutcome;

/** The blocked account of the company in formation, in its name (where every holder pays). */
export const DepositAccountSchema = z.object({
  holder_name: z.string(),
  iban: z.string(),
  bic: z.string(),
});

/**
 * An account's bank details as its owner sees them, with where its RIB is downloaded (GET with
 * the bearer token; a PDF naming the holder, IBAN and BIC).
 */
export const OwnedAccountDetailsSchema = DepositAccountSchema.extend({
  rib: z.object({ pdf_url: z.string() }),
});
export type OwnedAccountDetails = z.infer<typeof OwnedAccountDetailsSchema>;

/** One transfer as the applicant sees it on the tracking page. */
export const DepositTransferReplySchema = z.object({
  id: z.string(),
  amount: MoneySchema,
  payer_name: z.string(),
  value_date: z.string(),
  outcome: z.enum(DEPOSIT_TRANSFER_OUTCOMES),
  hold_reason: z.enum(DEPOSIT_HOLD_REASONS).nullable(),
  /** When the bank released it (it counts) or returned it to the payer, after its review. */
  decided_at: z.string().nullable(),
});

/** One shareholder's instructions and progress. */
export const DepositShareholderReplySchema = z.object({
  id: z.string(),
  /** The representative (person or company) this holding belongs to. */
  representative_id: z.string(),
  kind: z.enum(['person', 'company']),
  name: z.string(),
  shares: z.number().int(),
  amount_due: MoneySchema,
  amount_received: MoneySchema,
  /** Held amounts are shown but not counted until the bank releases them. */
  amount_held: MoneySchema,
  /** Unique per shareholder: the transfer's reference ("motif") the bank matches on. */
  transfer_reference: z.string(),
  status: z.enum(DEPOSIT_SHAREHOLDER_STATUSES),
  /** Received above what is due (flagged for the bank). */
  overpaid: z.boolean(),
  transfers: z.array(DepositTransferReplySchema),
});
export type DepositShareholderReply = z.infer<typeof DepositShareholderReplySchema>;

/**
 * The registered company, as its Kbis names it: its SIREN (the domain's SIREN rule) and its
 * registered name, given at the Kbis step. The current account opens in that name with that SIREN.
 */
export const CompanyRegistrationBodySchema = z.object({
  siren: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(20, 'validation.siren_invalid')
    .refine(isValidSiren, 'validation.siren_invalid')
    .transform((value) => value.replace(/\s+/g, '')),
  registered_name: nameSchema(140),
});
export type CompanyRegistrationBody = z.input<typeof CompanyRegistrationBodySchema>;

/** The registration on record: what was given, when, and whether the applicant or the bank gave it. */
export const CompanyRegistrationReplySchema = z.object({
  siren: z.string(),
  registered_name: z.string(),
  recorded_at: z.string(),
  recorded_by: z.enum(['customer', 'operator']),
});
export type CompanyRegistrationReply = z.infer<typeof CompanyRegistrationReplySchema>;

/** The capital deposit of a company in formation (GET by its applicant). */
export const CapitalDepositReplySchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  opening_status: z.enum(OPENING_STATUSES),
  /** The blocked account every holder pays into, with its RIB to hand to them. */
  account: OwnedAccountDetailsSchema,
  capital_amount: MoneySchema,
  amount_received: MoneySchema,
  number_of_shares: z.number().int(),
  shareholders: z.array(DepositShareholderReplySchema),
  /** Set once every share is paid: the certificate can be downloaded. */
  certificate: z
    .object({
      reference: z.string(),
      issued_at: z.string(),
      /** Absolute URL of the PDF (GET with the bearer token; `?lang=fr|en|de`, French is the legal one). */
      pdf_url: z.string(),
    })
    .nullable(),
  /** The registered company given at the Kbis step (null until then). */
  registration: CompanyRegistrationReplySchema.nullable(),
});
export type CapitalDepositReply = z.infer<typeof CapitalDepositReplySchema>;

/** A transfer's amount: positive, exactly two decimals ("10", "10.5", "-5.00" and "1e3" are refused). */
export const TransferAmountSchema = z
  .string('deposit.validation.amount_format')
  .regex(/^\d{1,13}\.\d{2}$/, 'deposit.validation.amount_format')
  .refine((value) => moneyToCents(value) > 0, 'deposit.validation.amount_positive');

/** An incoming transfer posted by the bank's core system. */
export const BankFeedTransferSchema = z.object({
  /** The core system's own id: replaying it changes nothing. */
  transfer_id: z.string().min(1).max(64),
  /** As the payer's bank wrote it, on one line: nothing in it may disguise it (the first transfer compares it). */
  payer_name: withoutDisguise(z.string().min(1).max(140)),
  payer_iban: z.string().min(15).max(42).refine(isValidIban, 'validation.iban_invalid'),
  /** Decimal with exactly two places, positive. */
  amount: TransferAmountSchema,
  /** The transfer's remittance information, where the shareholder's reference is expected. */
  reference: withoutDisguise(z.string().max(140)),
  /** ISO date (YYYY-MM-DD). */
  value_date: z.iso.date('deposit.validation.value_date'),
  /**
   * The account credited: a signup's current account receives its first transfer, a blocked
   * deposit account its shareholders' contributions (matched only there).
   */
  account_iban: z
    .string('validation.required')
    .min(15)
    .max(42)
    .refine(isValidIban, 'validation.iban_invalid'),
});
export type BankFeedTransfer = z.infer<typeof BankFeedTransferSchema>;

/** The feed's answer: what the transfer did (the same on a replay). */
export const BankFeedReplySchema = z.object({
  transfer_id: z.string(),
  outcome: z.enum(DEPOSIT_TRANSFER_OUTCOMES),
  /** A deposit's hold reason, or a signup first transfer's (below the minimum…). */
  hold_reason: z.enum(TRANSFER_HOLD_REASONS).nullable(),
  shareholder_id: z.string().nullable(),
  /** True when this transfer id had already been received. */
  replayed: z.boolean(),
});
export type BankFeedReply = z.infer<typeof BankFeedReplySchema>;

/** The certificate's language. */
export const CertificateQuerySchema = z.object({ lang: z.enum(LOCALES).default('fr') });

/**
 * The applicant's capital deposit, its certificate and the Kbis upload once the company is
 * registered; the bank feed is called by the bank's core system with a service credential.
 */
export const capitalDepositContracts = {
  'GET /companies/{companyId}/capital-deposit': {
    doc: {
      summary: 'The capital deposit',
      description:
        "For a company in formation: the blocked account, each shareholder's transfer instructions and progress and, once complete, the certificate.",
    },
    reply: CapitalDepositReplySchema,
  },
  'GET /companies/{companyId}/capital-deposit/certificate.pdf': {
    doc: {
      summary: 'The capital deposit certificate (PDF)',
      description:
        'The certificate, in French by default (the legal version) or `lang=en|de`. 409 until every share is paid.',
      refusals: [409],
    },
    reply: null,
    query: CertificateQuerySchema,
  },
  'PUT /companies/{companyId}/capital-deposit/registration': {
    doc: {
      summary: 'Give the registered company',
      description:
        'The SIREN and the registered name as on the Kbis, before it is uploaded: the current account opens in that name.',
      refusals: [409],
    },
    reply: CompanyRegistrationReplySchema,
    body: CompanyRegistrationBodySchema,
  },
  'POST /companies/{companyId}/capital-deposit/kbis': {
    doc: {
      summary: "Upload the registered company's Kbis",
      description:
        'The Kbis once the deposit is complete, in the multipart field `files`; the bank then opens the account. 409 before the deposit is complete or once the account is open.',
      refusals: [409, 507],
    },
    reply: DocumentListReplySchema,
    statuses: [201],
    query: ArchiveQuerySchema,
  },
  'POST /bank-feed/transfers': {
    doc: {
      summary: 'Receive an incoming transfer',
      description:
        "A transfer credited to an account being opened: a signup's first transfer or a capital contribution. 201 with what it did (counted, held with the reason, released, unmatched); the same transfer id again, 200 with the same answer (`replayed: true`); the same id with another body, 409.",
      refusals: [409],
      examples: {
        body: {
          transfer_id: 'TRF-2026-11-28-000183',
          payer_name: 'CAMILLE DURAND',
          payer_iban: 'FR76 3000 6000 0112 3456 7890 189',
          amount: '1500.00',
          reference: 'CAP-7K2M-9QX4',
          value_date: '2026-11-28',
          account_iban: 'FR14 2004 1010 0505 0001 3M02 606',
        },
        reply: {
          transfer_id: 'TRF-2026-11-28-000183',
          outcome: 'counted',
          hold_reason: null,
          shareholder_id: '5b1f3c7e-2a4d-4e8f-9c6b-1d2e3f4a5b6c',
          replayed: false,
        },
      },
    },
    reply: BankFeedReplySchema,
    statuses: [200, 201],
    body: BankFeedTransferSchema,
  },
} as const satisfies RouteTable;
