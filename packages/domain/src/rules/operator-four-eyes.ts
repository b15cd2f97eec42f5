import type { OperatorRole } from '../tables/operator-roles';

/**
 * Four-eyes on the operators' powers: a role change, and an invitation to a role with power over
 * decisions or over the team, is proposed by one administrator and in force only once another
 * confirms it. A reviewer's or an auditor's invitation stays one administrator's: a reviewer
 * prepares cases that a supervisor decides, an auditor reads, so neither can decide a case or
 * manage an operator alone.
 */
export const CONFIRMED_INVITATION_ROLES = [
  'supervisor',
  'administrator',
] as const satisfies readonly OperatorRole[];

/** Whether inviting to this role waits for a second administrator. */
export const invitationNeedsConfirmation = (role: OperatorRole): boolean =>
  (CONFIRMED_INVITATION_ROLES as readonly OperatorRole[]).includes(role);

/** Whether this administrator may confirm a proposal: anyone but its proposer. */
export const mayConfirmProposal = (proposedBy: string, administratorId: string | undefined): boolean =>
  administratorId !== undefined && proposedBy !== administratorId;
