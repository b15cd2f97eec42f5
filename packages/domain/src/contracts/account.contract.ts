import { z } from 'zod';
import { OPENING_STATUSES } from '../rules/opening-status';
import type { RouteTable } from './route-contract';

/**
 * The account allocated at completion (spec §3 Account): a current account (signup), or the
 * blocked capital-deposit account of a company in formation (enrollment).
 */
export const AccountReplySchema = z.object({
  uuid: z.string(),
  kind: z.enum(['current', 'capital_deposit']),
  /** Where the opening stands; "open" only once the bank has opened the account. */
  opening_status: z.enum(OPENING_STATUSES),
  rib: z.object({ pdf_url: z.string() }),
  iban: z.string(),
  bic: z.string(),
});
export type AccountReply = z.infer<typeof AccountReplySchema>;

/** Completion opens the account; its bank details are then a PDF download. */
export const accountContracts = {
  'POST /companies/{companyId}/complete': { reply: AccountReplySchema },
  'GET /accounts/{uuid}/rib.pdf': { reply: null },
} as const satisfies RouteTable;
