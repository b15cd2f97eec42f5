import { z } from 'zod';
import { BIRTH_DATE_COMPARISONS } from '../rules/screening/match-reasons';
import {
  SCREENING_DISPOSITIONS,
  SCREENING_HIT_STATUSES,
  SCREENING_SUBJECT_TYPES,
} from '../rules/screening/screening-hits';
import { freeTextSchema } from '../schemas/fields';

export const SCREENING_REASON_MAX = 1000;
export const SCREENING_HITS_PAGE_SIZE = 25;

const OperatorRefSchema = z.object({ id: z.string(), name: z.string() });

/** Why the matcher found the subject close to the listed entry, in words an operator can check. */
export const ScreeningHitReasonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('name'),
    /** The screened name as declared and the listed name that matched best. */
    query_name: z.string(),
    listed_name: z.string(),
    /** How alike the names are (0–1) before birth date and nationality. */
    similarity: z.number(),
    alias: z.boolean(),
    /** The list marks the matched name as of low quality. */
    weak: z.boolean(),
    order_swapped: z.boolean(),
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
export type ScreeningHitReason = z.infer<typeof ScreeningHitReasonSchema>;

/** One hit of a case's person or company against an entry of a list's version, and its disposition. */
export const ScreeningHitReplySchema = z.object({
  id: z.string(),
  case_id: z.string(),
  subject_type: z.enum(SCREENING_SUBJECT_TYPES),
  subject_id: z.string(),
  subject_name: z.string(),
  list: z.string(),
  version: z.string(),
  entry_id: z.string(),
  entry_name: z.string(),
  score: z.number(),
  /** At or above the high score: clearing it needs a second operator. */
  strong: z.boolean(),
  reasons: z.array(ScreeningHitReasonSchema),
  status: z.enum(SCREENING_HIT_STATUSES),
  created_at: z.string(),
  /** A strong hit's false positive proposed by a first operator, awaiting a second one. */
  proposal: z.object({ by: OperatorRefSchema, at: z.string(), reason: z.string() }).nullable(),
  /**
   * The disposition on record. A true match's reason is internal to compliance: only a
   * supervisor reads it (null for other roles).
   */
  decision: z
    .object({
      disposition: z.enum(SCREENING_DISPOSITIONS),
      by: OperatorRefSchema,
      at: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type ScreeningHitReply = z.infer<typeof ScreeningHitReplySchema>;

/** A publication of a list a case was screened against: the list, its day, its fingerprint, when. */
export const ScreenedVersionSchema = z.object({
  list: z.string(),
  /** The publication's day, from the file itself (null: the file gives none). */
  published_on: z.string().nullable(),
  /** The file's SHA-256: the version's fingerprint, as every hit names it. */
  version: z.string(),
  file_name: z.string(),
  first_screened_at: z.string(),
  last_screened_at: z.string(),
});
export type ScreenedVersion = z.infer<typeof ScreenedVersionSchema>;

/**
 * A case's whole screening record: every version it was screened against and every hit ever
 * raised, open or disposed, with the proposal and the disposition (the regulator's export).
 */
export const CaseScreeningRecordSchema = z.object({
  versions: z.array(ScreenedVersionSchema),
  hits: z.array(ScreeningHitReplySchema),
});
export type CaseScreeningRecord = z.infer<typeof CaseScreeningRecordSchema>;

/** The open hits across cases, oldest first, by pages; strong ones only if asked. */
export const ScreeningHitsQuerySchema = z.object({
  strong: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ScreeningHitsQuery = z.input<typeof ScreeningHitsQuerySchema>;

export const ScreeningQueueItemSchema = ScreeningHitReplySchema.extend({
  /** The case the hit belongs to: its company and where its opening stands. */
  company_name: z.string(),
  case_status: z.string(),
});
export type ScreeningQueueItem = z.infer<typeof ScreeningQueueItemSchema>;

export const ScreeningHitsReplySchema = z.object({
  items: z.array(ScreeningQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Open hits, and strong ones among them, for the navigation's counters. */
  counts: z.object({ open: z.number().int(), strong: z.number().int() }),
});
export type ScreeningHitsReply = z.infer<typeof ScreeningHitsReplySchema>;

/** A disposition always says why; a true match's reason stays internal. */
export const ScreeningDispositionBodySchema = z.object({
  disposition: z.enum(SCREENING_DISPOSITIONS),
  reason: freeTextSchema(SCREENING_REASON_MAX, 'multiple'),
});
export type ScreeningDispositionBody = z.infer<typeof ScreeningDispositionBodySchema>;
