import { z } from 'zod';
import { OPENING_STATUSES } from '../rules/opening-status';
import { JOURNEYS } from '../tables/registration-types';
import { MoneySchema, OwnedAccountDetailsSchema } from './capital-deposit.contract';
import { DocumentListReplySchema } from './documents.contract';
import type { RouteTable } from './route-contract';

/** A document the bank asked the customer to send again, with its message. */
export const RequestedDocumentReplySchema = z.object({
  /** The request's id: the upload goes to …/application/requests/{requestId}/documents. */
  id: z.string(),
  document_type: z.string(),
  /** The document kind's name in the caller's language. */
  label: z.string(),
  subject_type: z.enum(['user', 'company', 'representative', 'mandate']),
  message: z.string(),
  requested_at: z.string(),
});
export type RequestedDocumentReply = z.infer<typeof RequestedDocumentReplySchema>;

/** Where the bank stands on a document the customer sent: not decided yet, or its last decision. */
export const SENT_DOCUMENT_DECISIONS = ['pending', 'accepted', 'rejected', 'resubmit'] as const;
export type SentDocumentDecision = (typeof SENT_DOCUMENT_DECISIONS)[number];

/** A document the customer sent for the opening, with the bank's decision on it (never its notes). */
export const SentDocumentReplySchema = z.object({
  id: z.string(),
  document_type: z.string(),
  /** The document kind's name in the caller's language. */
  label: z.string(),
  subject_type: z.enum(['user', 'company', 'representative', 'mandate']),
  /** Whose document it is (the customer, a person or a company mandate); null for the company's own. */
  person: z.string().nullable(),
  /** The file's name on the customer's computer. */
  file_name: z.string(),
  mime_type: z.string(),
  sent_at: z.string(),
  decision: z.enum(SENT_DOCUMENT_DECISIONS),
  /** The file itself, for its owner only (GET with the bearer token). */
  url: z.string(),
});
export type SentDocumentReply = z.infer<typeof SentDocumentReplySchema>;

/**
 * The customer's "my application" page: where the opening stands, its history (each status it
 * went through, and who moved it: the customer or the bank), what the bank asks of them, and the
 * account that receives the first transfer. Never the bank's internal reasons or notes.
 */
export const ApplicationReplySchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  journey: z.enum(JOURNEYS),
  status: z.enum(OPENING_STATUSES),
  /** Closed because the customer or their partner withdrew it (not an account the bank closed). */
  withdrawn: z.boolean(),
  /**
   * The company's current account once it has one (an enrollment's, in its registered name, not
   * the blocked deposit account), else the account its completion gave it; null before.
   */
  account: OwnedAccountDetailsSchema.nullable(),
  first_transfer_minimum: MoneySchema,
  history: z.array(
    z.object({
      at: z.string(),
      status: z.enum(OPENING_STATUSES),
      by: z.enum(['customer', 'bank']),
      /** The move closed the opening as withdrawn. */
      withdrawn: z.boolean(),
    }),
  ),
  requested_documents: z.array(RequestedDocumentReplySchema),
  /** Every document sent for the opening, oldest first, with the bank's decision on each. */
  documents: z.array(SentDocumentReplySchema),
});
export type ApplicationReply = z.infer<typeof ApplicationReplySchema>;

/** A withdrawn opening: its case is closed with the reason `withdrawn`. */
export const WithdrawalReplySchema = z.object({
  status: z.literal('closed'),
  reason: z.literal('withdrawn'),
});
export type WithdrawalReply = z.infer<typeof WithdrawalReplySchema>;

/** The customer's view of their opening, the documents they send again, and their withdrawal. */
export const applicationContracts = {
  'GET /companies/{companyId}/application': {
    doc: {
      summary: 'My application',
      description:
        "The customer's application page: the opening's status, its history in plain words, the documents the bank asks again, and every document sent with the bank's decision on it.",
    },
    reply: ApplicationReplySchema,
  },
  'POST /companies/{companyId}/application/requests/{requestId}/documents': {
    doc: {
      summary: 'Send a document asked again',
      description:
        "The document the bank asked for again, in the multipart field `files`; it replaces the slot's files. Once every requested document is sent the case returns to review.",
      refusals: [409, 507],
    },
    reply: DocumentListReplySchema,
    statuses: [201],
  },
  'POST /companies/{companyId}/withdraw': {
    doc: {
      summary: 'Withdraw an opening',
      description:
        'The customer withdraws an opening before its account opens, after strong authentication (399 until the challenge is validated): the case closes with the reason withdrawn, the insurer is told, and the capital received is recorded as to be returned.',
      refusals: [409, 399],
    },
    reply: WithdrawalReplySchema,
  },
} as const satisfies RouteTable;
