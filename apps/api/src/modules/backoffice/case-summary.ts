import {
  type CaseFlag,
  type CaseScreeningState,
  type CaseSummaryReply,
  journeyOf,
  type OpeningStatus,
  type RegistrationType,
  workingDaysBefore,
  workingDaysBetween,
} from '@app/domain';
import { openingStatusOf, submittedAtOf } from './case-status';
import type { CaseWorkload } from './case-workload';

/** What a case's line needs: the company and its user's columns. */
export interface CaseSummaryRow {
  id: string;
  name: string;
  siren: string | null;
  registration_type: RegistrationType;
  opening_status: OpeningStatus;
  created_at: string;
  email: string;
  first_name: string;
  last_name: string;
  completed_at: string | null;
}

/**
 * The instant before which a submission waiting for the bank may be overdue: the list's overdue
 * filter reads it; the days a case waited for the customer can only take it back out.
 */
export const overdueCutoff = (settings: { now: Date; slaWorkingDays: number }): string =>
  workingDaysBefore(settings.now, settings.slaWorkingDays).toISOString();

/** A case as the list and the case page show it: status, flags, age, the overdue mark, who works it and its service level. */
export function caseSummaryOf(
  row: CaseSummaryRow,
  flags: CaseFlag[],
  settings: { now: Date },
  workload: CaseWorkload | undefined,
  screening: CaseScreeningState | null,
): CaseSummaryReply {
  const submittedAt = submittedAtOf(row);
  return {
    id: row.id,
    company_name: row.name,
    siren: row.siren,
    journey: journeyOf(row.registration_type),
    status: openingStatusOf(row),
    flags,
    screening,
    customer_name: `${row.first_name} ${row.last_name}`,
    customer_email: row.email,
    created_at: row.created_at,
    submitted_at: submittedAt,
    age_working_days: submittedAt ? workingDaysBetween(new Date(submittedAt), settings.now) : null,
    // The service level's own verdict (`serviceLevelOf`), so the mark gives back the customer's time.
    overdue: workload?.service_level?.overdue ?? false,
    assignment: workload?.assignment ?? null,
    service_level: workload?.service_level ?? null,
  };
}
