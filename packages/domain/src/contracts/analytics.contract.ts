import { z } from 'zod';
import type { RouteTable } from './route-contract';

/**
 * Consented analytics (spec §4): session recordings (rrweb events, every input masked in the
 * browser) and front-end error reports, sent only after the visitor accepted analytics.
 */
export const ANALYTICS_MAX_EVENTS_PER_BATCH = 500;

/** A page path, without query string or fragment (they may carry identifiers). */
const pagePathSchema = z.string().trim().min(1).max(300).startsWith('/');

/** One rrweb event: its kind and moment are checked, its data is stored as received. */
export const RecordedEventSchema = z.looseObject({
  type: z.number().int().min(0).max(10),
  timestamp: z.number().int().nonnegative(),
  data: z.unknown(),
});
export type RecordedEvent = z.infer<typeof RecordedEventSchema>;

export const RecordingBatchSchema = z.object({
  /** The browser tab's recording, chosen by the browser (a random UUID). */
  session_id: z.uuid(),
  page: pagePathSchema,
  events: z.array(RecordedEventSchema).min(1).max(ANALYTICS_MAX_EVENTS_PER_BATCH),
});
export type RecordingBatch = z.infer<typeof RecordingBatchSchema>;

export const FrontendErrorSchema = z.object({
  session_id: z.uuid(),
  page: pagePathSchema,
  kind: z.enum(['error', 'unhandledrejection']),
  message: z.string().trim().min(1).max(2000),
  source: z.string().max(500).optional(),
  line: z.number().int().nonnegative().optional(),
  column: z.number().int().nonnegative().optional(),
  stack: z.string().max(8000).optional(),
});
export type FrontendError = z.infer<typeof FrontendErrorSchema>;

export const AnalyticsReceivedReplySchema = z.object({ received: z.number().int() });

export const RecordingSummarySchema = z.object({
  id: z.string(),
  started_at: z.string(),
  last_event_at: z.string(),
  duration_ms: z.number().int(),
  pages: z.array(z.string()),
  event_count: z.number().int(),
  /** Front-end errors the same browser tab reported. */
  error_count: z.number().int(),
});
export type RecordingSummary = z.infer<typeof RecordingSummarySchema>;

export const RECORDINGS_PAGE_SIZE = 20;

/** The operators' list: recordings started between two days (UTC, both included), by page. */
export const RecordingListQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RecordingListQuery = z.input<typeof RecordingListQuerySchema>;

export const RecordingListReplySchema = z.object({
  items: z.array(RecordingSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Whether a next page holds more recordings. */
  has_more: z.boolean(),
});
export const RecordingReplySchema = RecordingSummarySchema.extend({ events: z.array(RecordedEventSchema) });
export type RecordingReply = z.infer<typeof RecordingReplySchema>;

/** The visitor's side: anonymous, app-checked, rate- and size-limited. */
export const analyticsContracts = {
  'POST /analytics/recordings': {
    doc: {
      summary: 'Analytics: a session recording batch',
      description:
        "A batch of the visitor's session recording, sent only after the analytics consent. Anonymous; nothing comes back.",
    },
    reply: AnalyticsReceivedReplySchema,
    statuses: [201],
    body: RecordingBatchSchema,
  },
  'POST /analytics/errors': {
    doc: {
      summary: 'Analytics: a front-end error',
      description:
        "An error the visitor's page met, sent only after the analytics consent. Anonymous; nothing comes back.",
    },
    reply: AnalyticsReceivedReplySchema,
    statuses: [201],
    body: FrontendErrorSchema,
  },
} as const satisfies RouteTable;

/** The back-office's recordings list and viewer (roles in BACKOFFICE_ROUTE_ROLES). */
export const analyticsBackofficeContracts = {
  'GET /backoffice/analytics/recordings': {
    doc: {
      summary: 'Session recordings',
      description: "The visitors' session recordings (date, pages, duration, errors), by page and date.",
    },
    reply: RecordingListReplySchema,
    query: RecordingListQuerySchema,
  },
  'GET /backoffice/analytics/recordings/{recordingId}': {
    doc: {
      summary: 'One session recording',
      description: "A recording's events for the replayer; each viewing is recorded in the audit journal.",
    },
    reply: RecordingReplySchema,
  },
} as const satisfies RouteTable;
