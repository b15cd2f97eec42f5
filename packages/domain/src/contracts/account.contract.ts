import { z } from 'zod';
import type { RouteTable } from './route-contract';

/** The bank account opened by completion (spec §3 Account). */
export const AccountReplySchema = z.object({
  uuid: z.string(),
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
