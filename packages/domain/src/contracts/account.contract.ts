import { z } from 'zod';
import { OPENING_STATUSES } from '../rules/opening-status';
import { TermsAcceptanceSchema } from '../schemas/forms';
import { accessFirstBody } from './context-checked-body';
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

/**
 * The terms screen's boxes: checked with the rest of the opening, after the caller's access and
 * the opening's state (an intruder reads 404, a completed opening 302), so not by the route.
 */
export const CompletionBodySchema = accessFirstBody(
  'The terms boxes: terms, deposit_guarantee and consent ticked, and the optional communication box.',
  TermsAcceptanceSchema,
);

/** Completion opens the account; its bank details are then a PDF download. */
export const accountContracts = {
  'POST /companies/{companyId}/complete': {
    doc: {
      summary: 'Complete the opening',
      description:
        "Submits the opening with the terms screen's boxes: every check first (422 with what is missing), then strong customer authentication (399), then the opening is sent to the bank and the account prepared.",
      refusals: [399, 409],
    },
    reply: AccountReplySchema,
    body: CompletionBodySchema,
  },
  'GET /accounts/{uuid}/rib.pdf': {
    doc: {
      summary: "The account's bank details (PDF)",
      description: "The bank details (RIB) of the user's account, as a PDF named after its holder.",
    },
    reply: null,
  },
} as const satisfies RouteTable;
