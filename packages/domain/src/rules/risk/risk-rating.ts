import { countryRisk, type HighRiskCountryList, listsNaming } from './high-risk-countries';
import { RISK_TABLE, type RiskFactorCode, type RiskTier } from './risk-table';

/** Who a factor is about: a person of the opening, or the company (the customer) itself. */
export type RiskSubject = { type: 'person'; id: string; name: string } | { type: 'company' };

/** A natural person of the opening as the rating reads them. */
export interface RiskPerson {
  id: string;
  name: string;
  isPep: boolean;
  /** A family member or close associate of a politically exposed person; null while not asked. */
  isPepFamilyOrAssociate: boolean | null;
  nationality: string | null;
  /** Countries of residence: the home address's and every tax residence declared. */
  residences: readonly string[];
  /** The healthcare directories do not confirm the professional number declared. */
  professionalNotVerified: boolean;
}

/** Monthly cash deposits the customer expects, as the KYC questionnaire's options name them. */
export const CASH_DEPOSIT_ANSWERS = ['none', 'lt_1k', '1k_5k', 'gt_5k'] as const;
export type CashDepositAnswer = (typeof CASH_DEPOSIT_ANSWERS)[number];

/**
 * What the asset-freeze and sanctions screening found on the opening's people and company: hits
 * still to be cleared, and hits confirmed as the listed person. None until screening reports.
 */
export interface ScreeningResults {
  potentialMatches: number;
  confirmedMatches: number;
}
export const NO_SCREENING_RESULTS: ScreeningResults = { potentialMatches: 0, confirmedMatches: 0 };

/** Everything the rating reads of an opening. */
export interface RiskInputs {
  company: { legalForm: string | null; nafCode: string | null; residences: readonly string[] };
  people: readonly RiskPerson[];
  kyc: {
    cashDeposits: CashDepositAnswer | null;
    internationalFlows: boolean | null;
    /** Monthly incoming or outgoing amounts above the questionnaire's ranges (more than 50 000 €). */
    largeMonthlyFlows: boolean;
  };
  screening: ScreeningResults;
}

/** One factor found, with whom it is about and what it read: a country (with the lists naming it), a NAF code, a legal form. */
export interface RiskFactor {
  code: RiskFactorCode;
  weight: number;
  enhancedByLaw: boolean;
  subject: RiskSubject;
  value: string | null;
  lists: HighRiskCountryList[];
}

export interface RiskRating {
  tier: RiskTier;
  score: number;
  factors: RiskFactor[];
  /** The day the file is to be reviewed again (YYYY-MM-DD). */
  nextReviewOn: string;
  edition: string;
}

const COMPANY: RiskSubject = { type: 'company' };

const matchesNaf = (code: string | null, entries: readonly string[]) =>
  code !== null && entries.some((entry) => (entry.endsWith('.') ? code.startsWith(entry) : code === entry));

function found(
  code: RiskFactorCode,
  subject: RiskSubject,
  value: string | null = null,
  lists: HighRiskCountryList[] = [],
): RiskFactor {
  const rule = RISK_TABLE.factors[code];
  return { code, weight: rule.weight, enhancedByLaw: rule.enhancedByLaw, subject, value, lists };
}

/** A country factor, high or monitored, for each listed country of the subject (each once). */
function countryFactors(
  countries: readonly (string | null)[],
  subject: RiskSubject,
  codes: Record<'high' | 'monitored', RiskFactorCode>,
): RiskFactor[] {
  const distinct = [...new Set(countries.flatMap((country) => (country ? [country.toUpperCase()] : [])))];
  return distinct.flatMap((country) => {
    const risk = countryRisk(country);
    return risk ? [found(codes[risk], subject, country, listsNaming(country))] : [];
  });
}

const RESIDENCE = { high: 'residence_high_risk_country', monitored: 'residence_monitored_country' } as const;
const NATIONALITY = {
  high: 'nationality_high_risk_country',
  monitored: 'nationality_monitored_country',
} as const;

/** Every factor present in the opening, in the table's order of factors. */
export function riskFactors(inputs: RiskInputs): RiskFactor[] {
  const factors: RiskFactor[] = [];
  for (const person of inputs.people) {
    const subject: RiskSubject = { type: 'person', id: person.id, name: person.name };
    if (person.isPep) factors.push(found('pep', subject));
    if (person.isPepFamilyOrAssociate) factors.push(found('pep_family_or_associate', subject));
    factors.push(...countryFactors(person.residences, subject, RESIDENCE));
    factors.push(...countryFactors([person.nationality], subject, NATIONALITY));
    if (person.professionalNotVerified) factors.push(found('professional_not_verified', subject));
  }
  factors.push(...countryFactors(inputs.company.residences, COMPANY, RESIDENCE));

  const { activities, legalForms } = RISK_TABLE;
  const naf = inputs.company.nafCode?.trim().toUpperCase() || null;
  if (matchesNaf(naf, activities.holdingOrRealEstate))
    factors.push(found('activity_holding_or_real_estate', COMPANY, naf));
  if (matchesNaf(naf, activities.cashIntensive)) factors.push(found('activity_cash_intensive', COMPANY, naf));
  // An activity not declared yet (a company being created) is described by the KYC answers instead.
  if (naf !== null && !matchesNaf(naf, activities.healthcare))
    factors.push(found('activity_outside_healthcare', COMPANY, naf));
  const form = inputs.company.legalForm ?? '';
  if ((legalForms.nonProfit as readonly string[]).includes(form))
    factors.push(found('legal_form_non_profit', COMPANY, form));
  if ((legalForms.unregistered as readonly string[]).includes(form))
    factors.push(found('legal_form_unregistered', COMPANY, form));

  const { kyc, screening } = inputs;
  if (kyc.cashDeposits === '1k_5k') factors.push(found('cash_deposits_moderate', COMPANY));
  if (kyc.cashDeposits === 'gt_5k') factors.push(found('cash_deposits_high', COMPANY));
  if (kyc.internationalFlows) factors.push(found('international_flows', COMPANY));
  if (kyc.largeMonthlyFlows) factors.push(found('large_monthly_flows', COMPANY));
  if (screening.potentialMatches > 0) factors.push(found('screening_potential_match', COMPANY));
  if (screening.confirmedMatches > 0) factors.push(found('screening_confirmed_match', COMPANY));

  const order = Object.keys(RISK_TABLE.factors);
  return factors.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
}

/** The score: each factor present counts once, whoever and however often it concerns. */
export function riskScore(factors: readonly RiskFactor[]): number {
  const weights = new Map(factors.map((factor) => [factor.code, factor.weight]));
  return [...weights.values()].reduce((total, weight) => total + weight, 0);
}

/** The tier: enhanced when the law asks for it or the score reaches the threshold. */
export function riskTier(factors: readonly RiskFactor[]): RiskTier {
  const score = riskScore(factors);
  const { thresholds } = RISK_TABLE;
  if (factors.some((factor) => factor.enhancedByLaw) || score >= thresholds.enhanced) return 'enhanced';
  return score >= thresholds.standard ? 'standard' : 'simplified';
}

/** The day, `years` after `from` (a 29 February falls on the 28th in a common year). */
export function reviewDate(from: Date, years: number): string {
  const year = from.getUTCFullYear() + years;
  const month = from.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** The opening's rating at `at`: its factors, score, tier and next review, from the table's edition. */
export function rateRisk(inputs: RiskInputs, at: Date): RiskRating {
  const factors = riskFactors(inputs);
  const tier = riskTier(factors);
  return {
    tier,
    score: riskScore(factors),
    factors,
    nextReviewOn: reviewDate(at, RISK_TABLE.reviewAfterYears[tier]),
    edition: RISK_TABLE.edition,
  };
}
