import type { StatusReportType } from '@app/domain';
import type { Generated } from 'kysely';

export type StatusReportState = 'pending' | 'delivered' | 'failed' | 'skipped';

export interface StatusReportsTable {
  id: string;
  /** The opening (its company's id): the opening reference the insurer sees. */
  company_id: string;
  /** Order of the reports of one opening; delivered in that order. */
  seq: number;
  signup_request_id: string | null;
  type: StatusReportType;
  created_at: string;
  state: StatusReportState;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Retries give up this long after it: the creation, or a back-office replay. */
  retry_window_start: string;
  /** A delivery worker's lease: nobody else attempts the report before this moment. */
  locked_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
  failed_at: string | null;
}

export interface InformationExchangeWithdrawalsTable {
  company_id: string;
  user_id: string;
  withdrawn_at: string;
}
