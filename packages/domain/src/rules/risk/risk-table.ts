import type { DueDiligenceDocumentKind } from '../../tables/documents';
import type { OperatorRole } from '../../tables/operator-roles';

/** The tiers of customer due diligence, from the lightest (L.561-9 CMF) to enhanced (L.561-10). */
export const RISK_TIERS = ['simplified', 'standard', 'enhanced'] as const;
export type RiskTier = (typeof RISK_TIERS)[number];

/** Every factor the rating reads; each counts once in the score, whoever and however often it concerns. */
export const RISK_FACTOR_CODES = [
  'pep',
  'pep_family_or_associate',
  'residence_high_risk_country',
  'residence_monitored_country',
  'nationality_high_risk_country',
  'nationality_monitored_country',
  'activity_holding_or_real_estate',
  'activity_cash_intensive',
  'activity_outside_healthcare',
  'legal_form_non_profit',
  'legal_form_unregistered',
  'cash_deposits_moderate',
  'cash_deposits_high',
  'international_flows',
  'large_monthly_flows',
  'screening_potential_match',
  'screening_confirmed_match',
  'professional_not_verified',
] as const;
export type RiskFactorCode = (typeof RISK_FACTOR_CODES)[number];

export interface RiskFactorRule {
  /** Points added to the score when the factor is present. */
  weight: number;
  /** The law asks for enhanced measures whatever the score (L.561-10 CMF). */
  enhancedByLaw: boolean;
}

const factor = (weight: number, enhancedByLaw = false): RiskFactorRule => ({ weight, enhancedByLaw });

/**
 * THE risk table: each factor's weight, the thresholds of the tiers, when a customer's file is
 * reviewed again, the activities and legal forms that weigh, and what enhanced due diligence
 * asks. The countries are `HIGH_RISK_COUNTRY_LISTS` (high-risk-countries.ts), dated each. Any
 * change here is a new edition: every rating keeps the edition it was made with.
 */
export const RISK_TABLE = {
  edition: '2026-11-28',
  factors: {
    // A politically exposed person, their family or close associates: enhanced by law (L.561-10 2°, R.561-18).
    pep: factor(40, true),
    pep_family_or_associate: factor(40, true),
    // Living or tax-resident in a high-risk third country: enhanced by law (L.561-10 4°).
    residence_high_risk_country: factor(40, true),
    residence_monitored_country: factor(15),
    nationality_high_risk_country: factor(25),
    nationality_monitored_country: factor(10),
    // Structures that hold assets rather than practise: who benefits is harder to see.
    activity_holding_or_real_estate: factor(15),
    // Shops of the health trade take cash over the counter.
    activity_cash_intensive: factor(10),
    // The product is for healthcare professionals: another activity is unexpected.
    activity_outside_healthcare: factor(10),
    legal_form_non_profit: factor(10),
    // No register extract proves the company (a joint venture, a foreign company not registered in France).
    legal_form_unregistered: factor(20),
    cash_deposits_moderate: factor(10),
    cash_deposits_high: factor(25),
    international_flows: factor(10),
    large_monthly_flows: factor(10),
    // Asset-freeze and sanctions screening: a hit not yet cleared, or confirmed.
    screening_potential_match: factor(40),
    screening_confirmed_match: factor(100, true),
    // The healthcare directories do not confirm a declared professional number.
    professional_not_verified: factor(20),
  } satisfies Record<RiskFactorCode, RiskFactorRule>,
  /** The lowest score of each tier above simplified. */
  thresholds: { standard: 10, enhanced: 40 },
  /** Years until the customer's file is reviewed again, by tier. */
  reviewAfterYears: { simplified: 3, standard: 2, enhanced: 1 } satisfies Record<RiskTier, number>,
  /** NAF sub-classes (dotted) or their prefixes, by what they say of the activity. */
  activities: {
    healthcare: ['86.', '87.', '75.00Z', '47.73Z', '47.74Z', '47.78A', '32.50A', '32.50B'],
    cashIntensive: ['47.73Z', '47.74Z', '47.78A'],
    holdingOrRealEstate: ['64.20Z', '64.30Z', '68.10Z', '68.20A', '68.20B', '68.31Z', '68.32A', '70.10Z'],
  },
  legalForms: {
    nonProfit: ['ASS', 'AS'],
    unregistered: ['SEP', 'SENIRCS'],
  },
  /** Enhanced due diligence: the documents asked of the customer, and who alone may approve. */
  enhancedDueDiligence: {
    documents: ['source_of_funds'] satisfies readonly DueDiligenceDocumentKind[],
    approverRoles: ['supervisor'] satisfies readonly OperatorRole[],
  },
} as const;

export type RiskTableEdition = (typeof RISK_TABLE)['edition'];
