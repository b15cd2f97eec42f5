/**
 * The lists of countries whose residents, nationals or flows the bank treats as a higher risk
 * (L.561-10 4° CMF for the EU's list). Each list is dated by the publication it copies: compliance
 * updates the codes and the date with each new publication (the FATF after each plenary, in
 * February, June and October; the Commission with each delegated regulation amending 2016/1675),
 * and the table's edition (risk-table.ts) with them, so every rating names what it was made from.
 */
/** ISO 3166-1 alpha-2 codes written as one line: "AF DZ AO". */
const codes = (line: string): readonly string[] => line.split(' ');

export const HIGH_RISK_COUNTRY_LISTS = {
  /** High-risk third countries of the EU (Delegated Regulation (EU) 2016/1675, as amended by 2025/1184). */
  eu_high_risk_third_countries: {
    published: '2025-06-10',
    countries: codes(
      'AF DZ AO BF CM CD CI HT IR KE KP LA LB MC ML MM MZ NA NP NG ZA SS SY TZ TT VU VE VN YE',
    ),
  },
  /** FATF: high-risk jurisdictions subject to a call for action (its "black list"). */
  fatf_call_for_action: {
    published: '2025-10-24',
    countries: codes('KP IR MM'),
  },
  /** FATF: jurisdictions under increased monitoring (its "grey list"). */
  fatf_increased_monitoring: {
    published: '2025-10-24',
    countries: codes('DZ AO BO BG CM CI CD HT KE LA LB MC NA NP SS SY VE VN VG YE'),
  },
} as const satisfies Record<string, { published: string; countries: readonly string[] }>;

export type HighRiskCountryList = keyof typeof HIGH_RISK_COUNTRY_LISTS;
export const HIGH_RISK_COUNTRY_LIST_NAMES = Object.keys(HIGH_RISK_COUNTRY_LISTS) as HighRiskCountryList[];

/** The lists naming this country (ISO 3166-1 alpha-2), in the table's order; none for most. */
export function listsNaming(country: string | null | undefined): HighRiskCountryList[] {
  const code = country?.trim().toUpperCase();
  if (!code) return [];
  return HIGH_RISK_COUNTRY_LIST_NAMES.filter((list) =>
    HIGH_RISK_COUNTRY_LISTS[list].countries.includes(code),
  );
}

/**
 * How high a country's risk is: `high` on the EU's list or the FATF's call for action (the law's
 * enhanced measures for who lives there), `monitored` on the FATF's increased monitoring only.
 */
export function countryRisk(country: string | null | undefined): 'high' | 'monitored' | null {
  const lists = listsNaming(country);
  if (lists.includes('eu_high_risk_third_countries') || lists.includes('fatf_call_for_action')) return 'high';
  return lists.includes('fatf_increased_monitoring') ? 'monitored' : null;
}
