import { z } from 'zod';
import type { BirthDateComparison, MatchReason } from '../rules/screening/match-reasons';
import { SCREENING_HIT_STATUSES, SCREENING_SUBJECT_TYPES } from '../rules/screening/screening-hits';
import type { TokenMatchKind } from '../rules/screening/token-similarity';
import { freeTextSchema } from '../schemas/fields';
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

const TOKEN_MATCH_KINDS = [
  'exact',
  'accents_or_case',
  'transliteration',
  'name_variant',
  'one_letter',
  'consonants',
  'sounds_alike',
  'two_letters',
  'initial',
  'joined',
] as const satisfies readonly TokenMatchKind[];

const BIRTH_DATE_COMPARISONS = [
  'same_date',
  'same_month',
  'same_year',
  'within_range',
  'near_circa',
  'same_year_other_day',
  'year_apart',
  'other_year',
] as const satisfies readonly BirthDateComparison[];

/** Why the matcher found a listed entry close: the domain's `MatchReason` in data. */
export const MatchReasonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('name'),
    listedName: z.string(),
    alias: z.boolean(),
    weak: z.boolean(),
    queryName: z.string(),
    similarity: z.number(),
    words: z.array(
      z.object({
        query: z.string(),
        listed: z.string(),
        kind: z.enum(TOKEN_MATCH_KINDS),
        similarity: z.number(),
      }),
    ),
    unmatchedQuery: z.array(z.string()),
    unmatchedListed: z.array(z.string()),
    orderSwapped: z.boolean(),
    legalForms: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('birth_date'),
    how: z.enum(BIRTH_DATE_COMPARISONS),
    query: z.string(),
    listed: z.string(),
    effect: z.number(),
  }),
  z.object({
    kind: z.literal('nationality'),
    how: z.enum(['same', 'other']),
    query: z.array(z.string()),
    listed: z.array(z.string()),
    effect: z.number(),
  }),
]);

type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** Fails to compile when the schema and the matcher's `MatchReason` drift apart. */
export const MATCH_REASON_SCHEMA_IS_THE_DOMAIN_TYPE: SameType<
  z.infer<typeof MatchReasonSchema>,
  MatchReason
> = true;

/**
 * What an operator did with a hit: a false positive proposed (a strong hit, awaiting a second
 * operator), confirmed by that second operator, cleared at once (a weak hit), or a true match.
 */
export const SCREENING_DISPOSITION_ACTIONS = [
  'false_positive_proposed',
  'false_positive_confirmed',
  'false_positive',
  'true_match',
] as const;
export type ScreeningDispositionAction = (typeof SCREENING_DISPOSITION_ACTIONS)[number];

/** The decisions an operator takes on an open hit. */
export const SCREENING_DECISIONS = ['false_positive', 'true_match'] as const;
export type ScreeningDecision = (typeof SCREENING_DECISIONS)[number];

export const SCREENING_REASON_MAX = 2000;
export const SCREENING_HITS_PAGE_SIZE = 25;

const OperatorRefSchema = z.object({ id: z.string(), name: z.string() });

/** One step of a hit's disposition, as the journal keeps it. */
export const ScreeningDispositionReplySchema = z.object({
  action: z.enum(SCREENING_DISPOSITION_ACTIONS),
  operator: OperatorRefSchema,
  at: z.string(),
  /**
   * The operator's reason (null for a confirmation, which gives none). A true match's reason is
   * internal: null for every role but the supervisor.
   */
  reason: z.string().nullable(),
});
export type ScreeningDispositionReply = z.infer<typeof ScreeningDispositionReplySchema>;

/** A hit of a case's person or company against an entry of a list, and where it stands. */
export const ScreeningHitReplySchema = z.object({
  id: z.string(),
  subject: z.object({
    type: z.enum(SCREENING_SUBJECT_TYPES),
    name: z.string(),
    /** The person of the case (null when the subject is the company itself). */
    person_id: z.string().nullable(),
  }),
  list: z.string(),
  version: z.string(),
  entry_id: z.string(),
  /** The entry's name as the list writes it. */
  entry_name: z.string(),
  score: z.number(),
  /** At or above the high score: clearing it as a false positive takes two operators. */
  strong: z.boolean(),
  reasons: z.array(MatchReasonSchema),
  status: z.enum(SCREENING_HIT_STATUSES),
  created_at: z.string(),
  /** A false positive proposed and awaiting a second operator's confirmation (null: none). */
  proposal: z.object({ operator: OperatorRefSchema, at: z.string() }).nullable(),
  /** Every disposition, the oldest first. */
  dispositions: z.array(ScreeningDispositionReplySchema),
});
export type ScreeningHitReply = z.infer<typeof ScreeningHitReplySchema>;

/** A case's hits, the strongest first; `frozen` once a true match is confirmed. */
export const CaseScreeningHitsReplySchema = z.object({
  hits: z.array(ScreeningHitReplySchema),
  frozen: z.boolean(),
});
export type CaseScreeningHitsReply = z.infer<typeof CaseScreeningHitsReplySchema>;

/** The open hits across cases, the oldest first, by pages; only the strong ones if asked. */
export const ScreeningHitsQuerySchema = z.object({
  strong: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ScreeningHitsQuery = z.input<typeof ScreeningHitsQuerySchema>;

export const ScreeningQueueItemReplySchema = ScreeningHitReplySchema.extend({
  case: z.object({ id: z.string(), company_name: z.string() }),
});
export type ScreeningQueueItemReply = z.infer<typeof ScreeningQueueItemReplySchema>;

export const ScreeningHitsQueueReplySchema = z.object({
  items: z.array(ScreeningQueueItemReplySchema),
  /** Items matching the filter. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Open hits across cases, and the strong ones among them, for the navigation's counters. */
  counts: z.object({ open: z.number().int(), strong: z.number().int() }),
});
export type ScreeningHitsQueueReply = z.infer<typeof ScreeningHitsQueueReplySchema>;

/** An operator's decision on an open hit, always with a reason. */
export const ScreeningDispositionSchema = z.object({
  decision: z.enum(SCREENING_DECISIONS),
  reason: freeTextSchema(SCREENING_REASON_MAX, 'multiple'),
});
export type ScreeningDisposition = z.infer<typeof ScreeningDispositionSchema>;

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

/**
 * The hits and their dispositions. Kept apart from the back-office's table until the API serves
 * them, since every route of that table must answer (the access test walks it); joined to it then,
 * with the same keys and schemas.
 */
export const screeningHitContracts = {
  'GET /backoffice/cases/{caseId}/screening-hits': {
    doc: {
      summary: "A case's screening hits",
      description:
        "Every hit of the case's people and company against the freeze and sanctions lists, the strongest first: the entry, the score and its reasons, the status and each disposition (who, what, when, why; a true match's reason for supervisors only). `frozen` once a true match is confirmed.",
      refusals: [],
    },
    reply: CaseScreeningHitsReplySchema,
  },
  'GET /backoffice/screening/hits': {
    doc: {
      summary: 'Open screening hits',
      description:
        'The hits awaiting a disposition across cases, the oldest first, by pages (`strong=true`: only those at or above the high score), each with its case; and the counts of open and strong open hits.',
      refusals: [],
    },
    reply: ScreeningHitsQueueReplySchema,
    query: ScreeningHitsQuerySchema,
  },
  'POST /backoffice/screening/hits/{hitId}/disposition': {
    doc: {
      summary: 'Dispose of a screening hit',
      description:
        "A false positive with its reason clears a weak hit at once; a strong hit's is only proposed until a second operator confirms it. A true match, by a supervisor only, with an internal reason, refuses the case and freezes it. Journaled.",
      refusals: [403, 409],
      examples: {
        body: { decision: 'false_positive', reason: 'Born in 1984 in Lyon; the listed person in 1951.' },
      },
    },
    reply: ScreeningHitReplySchema,
    body: ScreeningDispositionSchema,
  },
  'POST /backoffice/screening/hits/{hitId}/confirm': {
    doc: {
      summary: 'Confirm a proposed false positive',
      description:
        'A second operator, other than the one who proposed it, confirms a strong hit is a false positive: the hit is cleared. Journaled.',
      refusals: [409],
    },
    reply: ScreeningHitReplySchema,
  },
} as const satisfies RouteTable;

/**
 * Every role that reads cases reads the hits; reviewers and supervisors dispose of them (a true
 * match: supervisors only, checked by the API on the decision).
 */
export const SCREENING_HIT_ROUTE_ROLES: Readonly<
  Record<keyof typeof screeningHitContracts, readonly OperatorRole[]>
> = {
  'GET /backoffice/cases/{caseId}/screening-hits': CASE_ROLES,
  'GET /backoffice/screening/hits': CASE_ROLES,
  'POST /backoffice/screening/hits/{hitId}/disposition': ['reviewer', 'supervisor'],
  'POST /backoffice/screening/hits/{hitId}/confirm': ['reviewer', 'supervisor'],
};

/** Only a supervisor confirms a true match, which refuses and freezes the case. */
export const TRUE_MATCH_ROLES: readonly OperatorRole[] = ['supervisor'];
