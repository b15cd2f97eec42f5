import type { StatusReportType } from '@app/domain';
import type { Generated } from 'kysely';

/**
 * pending: to post to the status-report endpoint; delivered; failed (gave up); skipped (a type the
 * insurer did not ask for, or the consent withdrawn); feed_only: its partner has no endpoint at the
 * bank (not the endpoint's partner), it reads the report on its feed only.
 */
export type StatusReportState = 'pending' | 'delivered' | 'failed' | 'skipped' | 'feed_only';

export interface StatusReportsTable {
  id: string;
  /** The opening (its company's id): the opening reference the insurer sees. */
  company_id: string;
  /** Order of the reports of one opening; delivered in that order. */
  seq: number;
  signup_request_id: string | null;
  /** The partner whose request the opening came from; null: the brand's insurer's (STATUS_REPORT_PARTNER). */
  partner_id: string | null;
  /** The partner's own reference of the request, copied when the report is written. */
  partner_reference: string | null;
  /**
   * For an opening no partner's request began (partner_id null): the member as the brand's
   * insurer knows them, as they were when the report was written; cleared when the consent is
   * withdrawn before delivery.
   */
  member_first_name: string | null;
  member_last_name: string | null;
  member_email: string | null;
  member_siren: string | null;
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
  /** The request whose move caused the report (its x-request-id); null when none did. */
  request_id: string | null;
}

export interface InformationExchangeWithdrawalsTable {
  company_id: string;
  user_id: string;
  withdrawn_at: string;
}
