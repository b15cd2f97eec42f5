import { z } from 'zod';
import { OPERATOR_ROLES } from '../tables/operator-roles';

/**
 * What one administrator proposed and another must confirm (four-eyes, rules/operator-four-eyes.ts):
 * a role for an operator, or an invitation to a role with power.
 */
export const FourEyesProposalSchema = z.object({
  id: z.string(),
  role: z.enum(OPERATOR_ROLES),
  proposed_by: z.object({ id: z.string(), name: z.string() }),
  proposed_at: z.string(),
});
export type FourEyesProposal = z.infer<typeof FourEyesProposalSchema>;
