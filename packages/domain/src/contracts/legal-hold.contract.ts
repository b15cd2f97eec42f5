import { z } from 'zod';
import { freeTextSchema } from '../schemas/fields';
import type { OperatorRole } from '../tables/operator-roles';
import type { RouteTable } from './route-contract';

/** The bank's legal hold on a case while it stands: who set it, when and why. */
export const LegalHoldReplySchema = z.object({
  id: z.string(),
  reason: z.string(),
  set_at: z.string(),
  set_by: z.object({ id: z.string(), name: z.string() }),
});
export type LegalHoldReply = z.infer<typeof LegalHoldReplySchema>;

/** Setting or lifting a hold always says why (kept with the hold, for the bank's record). */
export const LegalHoldBodySchema = z.object({ reason: freeTextSchema(500, 'multiple') });
export type LegalHoldBody = z.input<typeof LegalHoldBodySchema>;

/** The case's hold after the change: the one now standing, or null once lifted. */
export const LegalHoldStateReplySchema = z.object({ legal_hold: LegalHoldReplySchema.nullable() });
export type LegalHoldStateReply = z.infer<typeof LegalHoldStateReplySchema>;

/** The bank's legal hold: nothing of a held case is erased or purged until it is lifted. */
export const legalHoldContracts = {
  'POST /backoffice/cases/{caseId}/legal-hold': {
    doc: {
      summary: 'Put a legal hold on a case',
      description:
        "A supervisor keeps a case's records beyond their retention (proceedings, a judicial request): neither the customer's erasure nor the scheduled retention touches them until the hold is lifted. The reason is required; the journal records who set it.",
      refusals: [409],
    },
    body: LegalHoldBodySchema,
    reply: LegalHoldStateReplySchema,
  },
  'POST /backoffice/cases/{caseId}/legal-hold/lift': {
    doc: {
      summary: "Lift a case's legal hold",
      description:
        "A supervisor lifts the case's standing hold, saying why; the retention then applies again (a case past its date is purged at the next run). The hold stays in the case's history and the journal records who lifted it.",
      refusals: [409],
    },
    body: LegalHoldBodySchema,
    reply: LegalHoldStateReplySchema,
  },
} as const satisfies RouteTable;

/** Supervisors set and lift holds (the bank has no separate compliance role: auditors only read). */
export const LEGAL_HOLD_ROUTE_ROLES: Readonly<
  Record<keyof typeof legalHoldContracts, readonly OperatorRole[]>
> = {
  'POST /backoffice/cases/{caseId}/legal-hold': ['supervisor'],
  'POST /backoffice/cases/{caseId}/legal-hold/lift': ['supervisor'],
};
