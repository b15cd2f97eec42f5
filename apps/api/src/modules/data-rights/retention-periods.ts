/**
 * How long a submitted opening's records are kept once the relationship ended: five years, as the
 * anti-money-laundering law asks (article L561-12 of the Monetary and Financial Code).
 */
export const RECORDS_KEPT_YEARS = 5;

/** The day a relationship's records may be erased: its end plus the keeping period. */
export function recordsKeptUntil(endedAt: string): Date {
  const until = new Date(endedAt);
  until.setUTCFullYear(until.getUTCFullYear() + RECORDS_KEPT_YEARS);
  return until;
}
