import { z } from 'zod';
import { OPENING_STATUSES } from '../rules/opening-status';
import { CaseAssignmentSchema, CaseServiceLevelSchema } from './case-assignment.contract';

/** The dashboard's period: whole days, `from` to `to` included (UTC); by default the last 30 days. */
export const DashboardQuerySchema = z
  .object({
    from: z.iso.date('validation.day_format').optional(),
    to: z.iso.date('validation.day_format').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'validation.period_order',
  });
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

/** The longest period the dashboard reads at once. */
export const DASHBOARD_MAX_DAYS = 366;

export const DashboardReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Openings started in the period, by where they stand now (every status, zeros included). */
  by_status: z.array(z.object({ status: z.enum(OPENING_STATUSES), count: z.number().int() })),
  started: z.number().int(),
  /** Accounts opened in the period, and the time from their submission to the opening. */
  opened: z.number().int(),
  /** Hours, null when nothing opened in the period. */
  hours_to_open_median: z.number().nullable(),
  hours_to_open_p90: z.number().nullable(),
  /** Cases waiting for the bank with one working day or less left (or past due), oldest first. */
  at_risk: z.array(
    z.object({
      id: z.string(),
      company_name: z.string(),
      submitted_at: z.string(),
      service_level: CaseServiceLevelSchema,
      assignment: CaseAssignmentSchema.nullable(),
    }),
  ),
});
export type DashboardReply = z.infer<typeof DashboardReplySchema>;
