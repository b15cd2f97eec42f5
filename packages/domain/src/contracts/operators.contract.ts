import { z } from 'zod';
import { OPERATOR_ROLES, type OperatorRole } from '../tables/operator-roles';

/** A role granted but not yet confirmed: another administrator must confirm it (four-eyes). */
export const PendingRoleGrantSchema = z.object({
  id: z.string(),
  role: z.enum(OPERATOR_ROLES),
  proposed_by: z.object({ id: z.string(), name: z.string() }),
  proposed_at: z.string(),
});

/** An operator as the administrators' Operators page lists them. */
export const OperatorSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(['active', 'disabled']),
  last_signed_in_at: z.string().nullable(),
  pending_grant: PendingRoleGrantSchema.nullable(),
});
export type OperatorSummary = z.infer<typeof OperatorSummarySchema>;

export const OperatorListReplySchema = z.object({ operators: z.array(OperatorSummarySchema) });
export type OperatorListReply = z.infer<typeof OperatorListReplySchema>;

/** Proposing a new role for an operator; it takes effect once a second administrator confirms. */
export const RoleGrantBodySchema = z.object({
  role: z.enum(OPERATOR_ROLES, { error: 'validation.invalid_choice' }),
});
export type RoleGrantBody = z.infer<typeof RoleGrantBodySchema>;

/** The administrators' management of operators. */
export const operatorContracts = {
  'GET /backoffice/operators': { reply: OperatorListReplySchema },
  'POST /backoffice/operators/{operatorId}/disable': { reply: OperatorSummarySchema },
  'POST /backoffice/operators/{operatorId}/role-grants': {
    reply: OperatorSummarySchema,
    statuses: [201],
    body: RoleGrantBodySchema,
  },
  'POST /backoffice/operators/{operatorId}/role-grants/{grantId}/confirm': { reply: OperatorSummarySchema },
} as const;

type OperatorRouteKey = keyof typeof operatorContracts;

const ADMINISTRATORS: readonly OperatorRole[] = ['administrator'];

/** Only administrators manage operators; they decide no case (operator-roles.ts). */
export const OPERATOR_ROUTE_ROLES: Readonly<Record<OperatorRouteKey, readonly OperatorRole[]>> = {
  'GET /backoffice/operators': ADMINISTRATORS,
  'POST /backoffice/operators/{operatorId}/disable': ADMINISTRATORS,
  'POST /backoffice/operators/{operatorId}/role-grants': ADMINISTRATORS,
  'POST /backoffice/operators/{operatorId}/role-grants/{grantId}/confirm': ADMINISTRATORS,
};
