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
  // A ZIP, not JSON: the readable summary, data.json and every document the customer sent.
  'POST /user/data-export': {
    doc: {
      summary: 'Download my data',
      description:
        "Everything the bank holds about the customer and their openings, after strong customer authentication (399 until a challenge validated for `data.export` is sent back in `x-sca-challenge`): a ZIP streamed with a readable summary in the customer's language (summary.html), the same data for machines (data.json, with its `format_version`) and every document they sent, as stored. Only the caller's own data; journaled as `data_rights.exported` with ids only; never cached.",
      refusals: [399],
    },
    reply: null,
  },
} as const satisfies RouteTable;
