import { z } from 'zod';
import { IdSchema } from '../signed-in-user';

/** An operator's path. */
export const OperatorParamsSchema = z.object({ operatorId: IdSchema });

/** A role grant's path, under its operator. */
export const RoleGrantParamsSchema = OperatorParamsSchema.extend({ grantId: IdSchema });

/** An invitation proposal's path (four-eyes). */
export const InvitationProposalParamsSchema = z.object({ proposalId: IdSchema });
