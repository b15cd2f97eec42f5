import { z } from 'zod';
import type { OperatorRole } from '../tables/operator-roles';

/** Who works a case now. */
export const CaseAssignmentSchema = z.object({
  operator: z.object({ id: z.string(), name: z.string() }),
  assigned_at: z.string(),
  /** Who assigned it: the operator themself, or a supervisor reassigning. */
  assigned_by: z.object({ id: z.string(), name: z.string() }),
});
export type CaseAssignment = z.infer<typeof CaseAssignmentSchema>;

/** A case's service level (`serviceLevelOf`): null before submission and once out of the bank's and customer's hands. */
export const CaseServiceLevelSchema = z.object({
  due_at: z.string().nullable(),
  working_days_left: z.number().int(),
  paused: z.boolean(),
  at_risk: z.boolean(),
  overdue: z.boolean(),
});

/** Claiming a case: for oneself (`{}`), or (a supervisor) for another operator who works cases. */
export const CaseClaimBodySchema = z.object({
  assignee_id: z.uuid({ error: 'validation.invalid_choice' }).optional(),
});
export type CaseClaimBody = z.infer<typeof CaseClaimBodySchema>;

export const CaseAssignmentReplySchema = z.object({ assignment: CaseAssignmentSchema.nullable() });
export type CaseAssignmentReply = z.infer<typeof CaseAssignmentReplySchema>;

export const caseAssignmentContracts = {
  'POST /backoffice/cases/{caseId}/claim': {
    doc: {
      summary: 'Claim a case',
      description:
        'The operator takes the case (409 when another holds it); a supervisor may name another reviewer or supervisor (`assignee_id`) and reassign a case someone holds. Journaled.',
      refusals: [409, 422],
    },
    reply: CaseAssignmentReplySchema,
    body: CaseClaimBodySchema,
  },
  'POST /backoffice/cases/{caseId}/release': {
    doc: {
      summary: 'Release a case',
      description: 'Its holder, or a supervisor (someone away), hands the case back. Journaled.',
      refusals: [409],
    },
    reply: CaseAssignmentReplySchema,
  },
} as const;

const CASE_WORKERS: readonly OperatorRole[] = ['reviewer', 'supervisor'];

export const CASE_ASSIGNMENT_ROUTE_ROLES: Readonly<
  Record<keyof typeof caseAssignmentContracts, readonly OperatorRole[]>
> = {
  'POST /backoffice/cases/{caseId}/claim': CASE_WORKERS,
  'POST /backoffice/cases/{caseId}/release': CASE_WORKERS,
};
