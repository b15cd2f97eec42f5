import { z } from 'zod';
import { CASE_ROLES, type OperatorRole } from '../tables/operator-roles';
import type { RouteTable } from './route-contract';

/** A rescreen of the whole base after a new publication of a list, and how far it got. */
export const ScreeningRunReplySchema = z.object({
  id: z.string(),
  /** The list versions the base is screened against. */
  versions: z.array(z.string()),
  started_at: z.string(),
  /** People and companies screened so far, of the base's size when the run started. */
  done: z.number().int(),
  total: z.number().int(),
  /** Hits the run recorded that were not on file. */
  hits: z.number().int(),
  /** Null while the run goes on (the API resumes an unfinished run when it starts). */
  finished_at: z.string().nullable(),
});
export type ScreeningRunReply = z.infer<typeof ScreeningRunReplySchema>;

/** The screening's work in the back-office. */
export const screeningContracts = {
  'GET /backoffice/screening/runs': {
    doc: {
      summary: 'Rescreens of the base',
      description:
        'The latest rescreens of every person and company against a new publication of the freeze and sanctions lists, the newest first: versions, start, subjects done of the total, new hits, end.',
      refusals: [],
    },
    reply: z.array(ScreeningRunReplySchema),
  },
} as const satisfies RouteTable;

/** Every role that reads cases follows the rescreens. */
export const SCREENING_ROUTE_ROLES: Readonly<
  Record<keyof typeof screeningContracts, readonly OperatorRole[]>
> = {
  'GET /backoffice/screening/runs': CASE_ROLES,
};
