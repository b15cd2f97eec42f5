import { z } from 'zod';
import { BANK_FEED_TRANSFER_KINDS } from '../rules/bank-transfers';
import { OPENING_STATUSES } from '../rules/opening-status';
import { CASE_ROLES, type OperatorRole } from '../tables/operator-roles';
import { MoneySchema } from './capital-deposit.contract';
import type { RouteTable } from './route-contract';

/** Another opening a duplicate flag names, with where it stands now. */
const OtherOpeningSchema = z.object({
  case_id: z.string(),
  company_name: z.string(),
  status: z.enum(OPENING_STATUSES),
});

const raised = { id: z.string(), raised_at: z.string() };

/**
 * A flag on a case with what explains it, by code: the person or the transfer it is about, and
 * for a duplicate the other openings it matches (the back-office words each one).
 */
export const CaseFlagReplySchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('pep'),
    ...raised,
    person: z.string(),
    function: z.string().nullable(),
    country: z.string().nullable(),
  }),
  z.object({ code: z.literal('us_person'), ...raised, person: z.string() }),
  z.object({
    code: z.literal('professional_not_verified'),
    ...raised,
    person: z.string(),
    number: z.string().nullable(),
  }),
  z.object({
    code: z.literal('payer_mismatch'),
    ...raised,
    transfer_kind: z.enum(BANK_FEED_TRANSFER_KINDS),
    payer_name: z.string(),
    /** Who the money should have come from: the shareholder, or the company (first transfer). */
    expected_name: z.string(),
    amount: MoneySchema,
  }),
  z.object({
    code: z.literal('duplicate_siren'),
    ...raised,
    siren: z.string(),
    other_openings: z.array(OtherOpeningSchema),
  }),
  z.object({
    code: z.literal('duplicate_person'),
    ...raised,
    person: z.string(),
    birth_date: z.string(),
    other_openings: z.array(OtherOpeningSchema),
  }),
]);
export type CaseFlagReply = z.infer<typeof CaseFlagReplySchema>;

export const CaseFlagsReplySchema = z.array(CaseFlagReplySchema);

/** A case's flags, each explained. */
export const caseFlagsContracts = {
  'GET /backoffice/cases/{caseId}/flags': {
    doc: {
      summary: "A case's flags",
      description:
        'Each flag raised on the case in words (payer mismatch, the same SIREN or person in another opening, a professional not verified), with the other case named.',
    },
    reply: CaseFlagsReplySchema,
  },
} as const satisfies RouteTable;

/** Every role reads a case's flags, as it reads the case. */
export const CASE_FLAGS_ROUTE_ROLES: Readonly<
  Record<keyof typeof caseFlagsContracts, readonly OperatorRole[]>
> = {
  'GET /backoffice/cases/{caseId}/flags': CASE_ROLES,
};
