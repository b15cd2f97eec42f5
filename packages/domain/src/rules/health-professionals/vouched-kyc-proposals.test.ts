import { describe, expect, it } from 'vitest';
import type { PscEvidence, PscPracticeSite } from '../../contracts/pro-sante-connect.contract';
import {
  ACCOUNT_USAGE_QUESTION_ID,
  SALARIED_ACTIVITY_QUESTION_ID,
  SOURCE_OF_FUNDS_QUESTION_ID,
  vouchedKycProposals,
} from './vouched-kyc-proposals';

const practice: PscEvidence['practice'] = {
  siret: '30158015500010',
  siren: '301580155',
  finess: null,
  name: 'CABINET DU DR LE GOFF',
  postcode: '77330',
  city: 'OZOIR-LA-FERRIERE',
  registering_authority: 'CNOM/CNOM/CNOM',
};

const site = (mode: PscPracticeSite['mode']): PscPracticeSite => ({ mode, siret: null, name: null });

/** A general practitioner's evidence, with the sites and practice given. */
function evidence(
  sites: PscPracticeSite[] | undefined,
  chosen: PscEvidence['practice'] = practice,
): Pick<PscEvidence, 'identity' | 'practice'> {
  return {
    identity: {
      gender: 2,
      first_name: 'Sophie',
      last_name: 'LE GOFF',
      national_id: '819000000018',
      directory: 'rpps',
      professional_number: '19000000018',
      profession_code: '10',
      specialty_code: 'SM54',
      ...(sites ? { practice_sites: sites } : {}),
      directory_status: 'verified',
      verified_by: 'pro_sante_connect',
      verified_at: '2026-11-29T07:00:00.000Z',
      issuer: 'https://auth.esw.esante.gouv.fr/auth/realms/esante-wallet',
      subject: '819000000018',
      acr: 'eidas1',
    },
    practice: chosen,
  };
}

describe('what the practice vouched by Pro Santé Connect proposes in the questionnaire', () => {
  it('a liberal practitioner with no other site: no salaried activity, fees in, fees collected, her main activity', () => {
    const proposals = vouchedKycProposals(evidence([site('liberal'), site('liberal')]));
    expect(Object.fromEntries(proposals)).toEqual({
      1: { values: ['general_practitioner'], ground: 'profession' },
      [SALARIED_ACTIVITY_QUESTION_ID]: { values: ['no'], ground: 'practice_sites' },
      [SOURCE_OF_FUNDS_QUESTION_ID]: { values: ['professional_fees'], ground: 'liberal_practice' },
      [ACCOUNT_USAGE_QUESTION_ID]: { values: ['collect_fees'], ground: 'liberal_practice' },
    });
  });

  it('one salaried site among her sites proposes "yes" to a salaried activity', () => {
    const proposals = vouchedKycProposals(evidence([site('liberal'), site('salaried')]));
    expect(proposals.get(SALARIED_ACTIVITY_QUESTION_ID)?.values).toEqual(['yes']);
  });

  it.each([
    ['the list of sites was not kept', undefined],
    ['the federation lists no site', []],
    ['a volunteer post', [site('liberal'), site('volunteer')]],
    ['a site of unknown mode', [site('liberal'), site(null)]],
  ])('proposes nothing about a salaried activity when %s', (_case, sites) => {
    expect(vouchedKycProposals(evidence(sites)).has(SALARIED_ACTIVITY_QUESTION_ID)).toBe(false);
  });

  it('without a practice chosen, proposes neither the origin of funds nor the use of the account', () => {
    const proposals = vouchedKycProposals(evidence([site('liberal')], null));
    expect(proposals.has(SOURCE_OF_FUNDS_QUESTION_ID)).toBe(false);
    expect(proposals.has(ACCOUNT_USAGE_QUESTION_ID)).toBe(false);
  });
});
