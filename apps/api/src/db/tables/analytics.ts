export interface AnalyticsRecordingsTable {
  /** The browser tab's recording id (a UUID it chose). */
  id: string;
  started_at: string;
  last_event_at: string;
  /** When the last batch arrived: the retention period counts from it. */
  received_at: string;
  /** JSON array of the page paths visited, in order. */
  pages: string;
  event_count: number;
  /** JSON array of the recorder's ids of password inputs seen so far. */
  password_node_ids: string;
}

export interface AnalyticsBatchesTable {
  id: string;
  recording_id: string;
  received_at: string;
  first_timestamp: number;
  /** JSON array of rrweb events. */
  events: string;
}

export interface AnalyticsErrorsTable {
  id: string;
  session_id: string;
  received_at: string;
  page: string;
  kind: string;
  message: string;
  source: string | null;
  line: number | null;
  col: number | null;
  stack: string | null;
}
