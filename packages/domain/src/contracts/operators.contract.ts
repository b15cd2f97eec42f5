import { z } from 'zod';
import { OPERATOR_ROLES, type OperatorRole } from '../tables/operator-roles';
import { FourEyesProposalSchema } from './four-eyes-proposal';
import { InvitationProposalSchema, OperatorInvitationSchema } from './operator-invitations.contract';

/** A role granted but not yet confirmed: another administrator must confirm it (four-eyes). */
export const PendingRoleGrantSchema = FourEyesProposalSchema;

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

export const OperatorListReplySchema = z.object({
  operators: z.array(OperatorSummarySchema),
  /** Invitations sent and not yet accepted (nor replaced, nor expired). */
  invitations: z.array(OperatorInvitationSchema),
  /** Invitations to a role with power, waiting for a second administrator before any e-mail. */
  invitation_proposals: z.array(InvitationProposalSchema),
});
export type OperatorListReply = z.infer<typeof OperatorListReplySchema>;

/** Proposing a new role for an operator; it takes effect once a second administrator confirms. */
export const RoleGrantBodySchema = z.object({
  role: z.enum(OPERATOR_ROLES, { error: 'validation.invalid_choice' }),
});
export type RoleGrantBody = z.infer<typeof RoleGrantBodySchema>;

/** The administrators' management of operators. */
export const operatorContracts = {
  'GET /backoffice/operators': {
    doc: {
      summary: "The bank's operators",
      description:
        "Each operator with role, status, last sign-in and any role waiting for a second administrator's confirmation; the invitations still waiting for their operator, and those waiting for a second administrator's confirmation.",
    },
    reply: OperatorListReplySchema,
  },
  'POST /backoffice/operators/{operatorId}/disable': {
    doc: {
      summary: 'Disable an operator',
      description: "The operator's open sessions end at once and they can no longer sign in; journaled.",
      refusals: [409],
    },
    reply: OperatorSummarySchema,
  },
  'POST /backoffice/operators/{operatorId}/role-grants': {
    doc: {
      summary: 'Propose a role',
      description:
        'An administrator proposes another role for an operator; nothing changes until a second administrator confirms.',
      refusals: [409],
    },
    reply: OperatorSummarySchema,
    statuses: [201],
    body: RoleGrantBodySchema,
  },
  'POST /backoffice/operators/{operatorId}/role-grants/{grantId}/confirm': {
    doc: {
      summary: 'Confirm a proposed role',
      description: 'A second administrator (not the proposer: 403) confirms the role; journaled.',
      refusals: [409],
    },
    reply: OperatorSummarySchema,
  },
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
