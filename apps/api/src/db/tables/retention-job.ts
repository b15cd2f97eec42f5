/** Who runs a scheduled job now: the holder keeps it until `locked_until`, then any process may take it. */
export interface ScheduledJobLeasesTable {
  job: string;
  holder: string;
  locked_until: string;
}

/** A reminder sent before an abandoned opening's purge: one per purge date, never twice. */
export interface RetentionRemindersTable {
  company_id: string;
  purge_on: string;
  sent_at: string;
}
