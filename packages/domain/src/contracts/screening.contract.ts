import { z } from 'zod';
import { CASE_ROLES, type OperatorRole } from '../tables/operator-roles';
import type { RouteTable } from './route-contract';
import {
  ScreeningDispositionBodySchema,
  ScreeningHitReplySchema,
  ScreeningHitsQuerySchema,
  ScreeningHitsReplySchema,
} from './screening-hits.contract';

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
  'GET /backoffice/screening/hits': {
    doc: {
      summary: 'Open screening hits',
      description:
        'The hits of every case that await a disposition, the oldest first, by pages (strong ones only with `strong=true`), with the counts of open and strong hits.',
      refusals: [],
    },
    reply: ScreeningHitsReplySchema,
    query: ScreeningHitsQuerySchema,
  },
  'GET /backoffice/cases/{caseId}/screening-hits': {
    doc: {
      summary: "A case's screening hits",
      description:
        "Every hit of the case's people and company against the freeze and sanctions lists: the listed entry, score, reasons, status, the proposal and the disposition on record (a true match's reason to supervisors only).",
      refusals: [404],
    },
    reply: z.array(ScreeningHitReplySchema),
  },
  'POST /backoffice/screening/hits/{hitId}/disposition': {
    doc: {
      summary: 'Decide on a screening hit',
      description:
        "A false positive with its reason clears a hit below the high score at once; at or above it the disposition is a proposal that a second operator confirms. A true match, a supervisor's only, freezes the case: an opening not yet open is refused with the standard words, and no later action may move it or its funds. Journaled.",
      refusals: [403, 404, 409, 422],
    },
    reply: ScreeningHitReplySchema,
    body: ScreeningDispositionBodySchema,
  },
  'POST /backoffice/screening/hits/{hitId}/confirm': {
    doc: {
      summary: 'Confirm a proposed false positive',
      description:
        'A second operator, not the one who proposed it, confirms the false positive proposed on a strong hit: the hit is cleared. Journaled.',
      refusals: [403, 404, 409],
    },
    reply: ScreeningHitReplySchema,
  },
} as const satisfies RouteTable;

/** Every role that reads cases follows the rescreens and the hits; reviewers and supervisors decide on hits. */
export const SCREENING_ROUTE_ROLES: Readonly<
  Record<keyof typeof screeningContracts, readonly OperatorRole[]>
> = {
  'GET /backoffice/screening/runs': CASE_ROLES,
  'GET /backoffice/screening/hits': CASE_ROLES,
  'GET /backoffice/cases/{caseId}/screening-hits': CASE_ROLES,
  // Auditors read; reviewers and supervisors decide (a true match is a supervisor's, checked by the service).
  'POST /backoffice/screening/hits/{hitId}/disposition': ['reviewer', 'supervisor'],
  'POST /backoffice/screening/hits/{hitId}/confirm': ['reviewer', 'supervisor'],
};
