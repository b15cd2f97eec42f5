import { z } from 'zod';
import type { RouteTable } from './route-contract';

/** An opening erased at the customer's request: nothing of it is left but the journal's entry. */
export const ErasureReplySchema = z.object({
  outcome: z.literal('erased'),
  /** How many of the documents the customer sent were deleted, files and rows. */
  documents: z.number().int().nonnegative(),
});
export type ErasureReply = z.infer<typeof ErasureReplySchema>;

/** The customer's rights over their data. */
export const dataRightsContracts = {
  'POST /companies/{companyId}/erasure': {
    doc: {
      summary: 'Erase an opening',
      description:
        "The customer asks for their opening's data to be erased. Granted at once for an opening never submitted to the bank: its records and the files sent are deleted, the journal names what was erased without keeping it. A submitted opening's records are kept five years after the relationship ends (anti-money-laundering law): a 409 says so, with the date of erasure once the relationship has ended.",
      refusals: [409],
    },
    reply: ErasureReplySchema,
  },
} as const satisfies RouteTable;
