import type { StatusReportEvent } from '@app/domain';
import type { Selectable } from 'kysely';
import type { StatusReportsTable } from '../../db/tables/status-reports';

export type StatusReportRow = Selectable<StatusReportsTable>;

/** The event as the insurer reads it, the same on every attempt (a duplicate is recognised by its id). */
export const statusReportEvent = (row: StatusReportRow): StatusReportEvent => ({
  id: row.id,
  type: row.type,
  created_at: row.created_at,
  opening_reference: row.company_id,
  signup_request_id: row.signup_request_id,
  partner_reference: row.partner_reference,
  member:
    row.member_email === null
      ? null
      : {
          first_name: row.member_first_name ?? '',
          last_name: row.member_last_name ?? '',
          email: row.member_email,
          siren: row.member_siren,
        },
});
