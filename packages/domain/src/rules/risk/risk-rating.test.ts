import { describe, expect, it } from 'vitest';
import { countryRisk, HIGH_RISK_COUNTRY_LISTS, listsNaming } from './high-risk-countries';
import {
  NO_SCREENING_RESULTS,
  type RiskInputs,
  type RiskPerson,
  rateRisk,
  reviewDate,
  riskFactors,
} from './risk-rating';
import { RISK_FACTOR_CODES, RISK_TABLE } from './risk-table';

const person = (overrides: Partial<RiskPerson> = {}): RiskPerson => ({
  id: 'p1',
  name: 'Claire Martin',
  isPep: false,
  isPepFamilyOrAssociate: false,
  nationality: 'FR',
  residences: ['FR'],
  professionalNotVerified: false,
  ...overrides,
});

/** A French nurse's practice with nothing to note: the baseline every test changes one thing of. */
const baseline = (overrides: Partial<RiskInputs> = {}): RiskInputs => ({
  company: { legalForm: 'SELARL', nafCode: '86.90D', residences: ['FR'] },
  people: [person()],
  kyc: { cashDeposits: 'none', internationalFlows: false, largeMonthlyFlows: false },
  screening: NO_SCREENING_RESULTS,
  ...overrides,
});

const codes = (inputs: RiskInputs) => riskFactors(inputs).map((factor) => factor.code);
const AT = new Date('2026-11-28T10:00:00.000Z');

describe('the risk table', () => {
  it('weighs every factor, each once, and keeps enhanced for a score at least the threshold', () => {
    expect(Object.keys(RISK_TABLE.factors).sort()).toEqual([...RISK_FACTOR_CODES].sort());
    for (const code of RISK_FACTOR_CODES) expect(RISK_TABLE.factors[code].weight).toBeGreaterThan(0);
    expect(RISK_TABLE.thresholds.standard).toBeLessThan(RISK_TABLE.thresholds.enhanced);
  });

  it('dates each list of countries it reads', () => {
    for (const list of Object.values(HIGH_RISK_COUNTRY_LISTS)) {
      expect(list.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const country of list.countries) expect(country).toMatch(/^[A-Z]{2}$/);
    }
  });
});

describe('a baseline healthcare practice', () => {
  it('has no factor: simplified due diligence, reviewed in three years', () => {
    expect(rateRisk(baseline(), AT)).toEqual({
      tier: 'simplified',
      score: 0,
      factors: [],
      nextReviewOn: '2029-11-28',
      edition: RISK_TABLE.edition,
    });
  });
});

describe('each factor', () => {
  it('a politically exposed person: enhanced by law, named', () => {
    const rating = rateRisk(baseline({ people: [person({ isPep: true })] }), AT);
    expect(rating.factors).toEqual([
      {
        code: 'pep',
        weight: 40,
        enhancedByLaw: true,
        subject: { type: 'person', id: 'p1', name: 'Claire Martin' },
        value: null,
        lists: [],
      },
    ]);
    expect(rating.tier).toBe('enhanced');
    expect(rating.nextReviewOn).toBe('2027-11-28');
  });

  it("a PEP's family member or close associate, when known: enhanced by law; unknown is no factor", () => {
    expect(rateRisk(baseline({ people: [person({ isPepFamilyOrAssociate: true })] }), AT).tier).toBe(
      'enhanced',
    );
    expect(codes(baseline({ people: [person({ isPepFamilyOrAssociate: null })] }))).toEqual([]);
  });

  it('a residence in a high-risk third country (EU list or FATF call for action): enhanced by law', () => {
    const rating = rateRisk(baseline({ people: [person({ residences: ['FR', 'IR'] })] }), AT);
    expect(rating.factors.map(({ code, value, lists }) => ({ code, value, lists }))).toEqual([
      {
        code: 'residence_high_risk_country',
        value: 'IR',
        lists: ['eu_high_risk_third_countries', 'fatf_call_for_action'],
      },
    ]);
    expect(rating.tier).toBe('enhanced');
  });

  it("a residence in a country under the FATF's increased monitoring only: standard", () => {
    const rating = rateRisk(baseline({ people: [person({ residences: ['BG'] })] }), AT);
    expect(rating.factors.map((factor) => [factor.code, factor.lists])).toEqual([
      ['residence_monitored_country', ['fatf_increased_monitoring']],
    ]);
    expect(rating.tier).toBe('standard');
    expect(rating.score).toBe(15);
  });

  it('a nationality of a listed country weighs, without enhanced by law', () => {
    const high = rateRisk(baseline({ people: [person({ nationality: 'SY' })] }), AT);
    expect(high.factors.map((factor) => factor.code)).toEqual(['nationality_high_risk_country']);
    expect(high).toMatchObject({ tier: 'standard', score: 25 });
    expect(codes(baseline({ people: [person({ nationality: 'VG' })] }))).toEqual([
      'nationality_monitored_country',
    ]);
  });

  it("the company's own tax residence in a high-risk country is about the company", () => {
    const [factor] = riskFactors(
      baseline({ company: { legalForm: 'SAS', nafCode: '86.21Z', residences: ['KP'] } }),
    );
    expect(factor).toMatchObject({ code: 'residence_high_risk_country', subject: { type: 'company' } });
  });

  it('the NAF activity: holding or real estate, cash-taking health shops, outside healthcare', () => {
    const company = (nafCode: string | null) =>
      baseline({ company: { legalForm: 'SAS', nafCode, residences: [] } });
    expect(codes(company('64.20Z'))).toEqual([
      'activity_holding_or_real_estate',
      'activity_outside_healthcare',
    ]);
    expect(codes(company('47.73Z'))).toEqual(['activity_cash_intensive']);
    expect(codes(company('56.10A'))).toEqual(['activity_outside_healthcare']);
    expect(codes(company('86.21Z'))).toEqual([]);
    // A company being created has no NAF code yet: its KYC answers describe the activity.
    expect(codes(company(null))).toEqual([]);
  });

  it('the legal form: an association, a company without a French register extract', () => {
    const form = (legalForm: string) =>
      baseline({ company: { legalForm, nafCode: '86.90D', residences: [] } });
    expect(codes(form('ASS'))).toEqual(['legal_form_non_profit']);
    expect(codes(form('SENIRCS'))).toEqual(['legal_form_unregistered']);
    expect(codes(form('SEP'))).toEqual(['legal_form_unregistered']);
    expect(codes(form('SCM'))).toEqual([]);
  });

  it('the KYC answers: cash deposits by band, international flows, large monthly flows', () => {
    const kyc = (answers: Partial<RiskInputs['kyc']>) =>
      baseline({
        kyc: { cashDeposits: 'none', internationalFlows: false, largeMonthlyFlows: false, ...answers },
      });
    expect(codes(kyc({ cashDeposits: 'lt_1k' }))).toEqual([]);
    expect(codes(kyc({ cashDeposits: '1k_5k' }))).toEqual(['cash_deposits_moderate']);
    expect(rateRisk(kyc({ cashDeposits: 'gt_5k' }), AT)).toMatchObject({ tier: 'standard', score: 25 });
    expect(codes(kyc({ internationalFlows: true }))).toEqual(['international_flows']);
    expect(codes(kyc({ largeMonthlyFlows: true }))).toEqual(['large_monthly_flows']);
    // Not answered yet: nothing is assumed.
    expect(codes(kyc({ cashDeposits: null, internationalFlows: null }))).toEqual([]);
  });

  it('the screening: a possible match makes it enhanced by its weight, a confirmed one by law', () => {
    const possible = rateRisk(baseline({ screening: { potentialMatches: 1, confirmedMatches: 0 } }), AT);
    expect(possible).toMatchObject({ tier: 'enhanced', score: 40 });
    expect(possible.factors.some((factor) => factor.enhancedByLaw)).toBe(false);
    const confirmed = rateRisk(baseline({ screening: { potentialMatches: 0, confirmedMatches: 1 } }), AT);
    expect(confirmed.factors.map((factor) => [factor.code, factor.enhancedByLaw])).toEqual([
      ['screening_confirmed_match', true],
    ]);
  });

  it('an unverified professional number: standard', () => {
    const rating = rateRisk(baseline({ people: [person({ professionalNotVerified: true })] }), AT);
    expect(rating).toMatchObject({ tier: 'standard', score: 20, nextReviewOn: '2028-11-28' });
  });
});

describe('the score and the tiers', () => {
  it('counts a factor once however many people it concerns, and lists each occurrence', () => {
    const inputs = baseline({
      people: [person({ id: 'a', nationality: 'SY' }), person({ id: 'b', name: 'Ali', nationality: 'SY' })],
    });
    const rating = rateRisk(inputs, AT);
    expect(rating.factors).toHaveLength(2);
    expect(rating.score).toBe(25);
  });

  it('adds the factors up to the thresholds: below 10 simplified, from 40 enhanced', () => {
    const below = baseline({
      kyc: { cashDeposits: '1k_5k', internationalFlows: true, largeMonthlyFlows: true },
    });
    expect(rateRisk(below, AT)).toMatchObject({ tier: 'standard', score: 30 });
    const reached = baseline({
      company: { legalForm: 'ASS', nafCode: '86.90D', residences: [] },
      kyc: { cashDeposits: '1k_5k', internationalFlows: true, largeMonthlyFlows: true },
    });
    expect(rateRisk(reached, AT)).toMatchObject({ tier: 'enhanced', score: 40, nextReviewOn: '2027-11-28' });
  });

  it('keeps a review date on a real day', () => {
    expect(reviewDate(new Date('2028-02-29T12:00:00Z'), 1)).toBe('2029-02-28');
    expect(reviewDate(new Date('2026-12-31T23:59:59Z'), 2)).toBe('2028-12-31');
  });
});

describe('the countries', () => {
  it('reads codes in any case and tells high from monitored', () => {
    expect(listsNaming('ir')).toEqual(['eu_high_risk_third_countries', 'fatf_call_for_action']);
    expect(countryRisk('KP')).toBe('high');
    expect(countryRisk('BO')).toBe('monitored');
    expect(countryRisk('FR')).toBeNull();
    expect(countryRisk(null)).toBeNull();
  });
});
