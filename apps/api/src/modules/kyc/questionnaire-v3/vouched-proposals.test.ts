import { vouchedKycProposals } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_V3 } from './index';

// The domain proposes answers by option value; a value the questionnaire no longer offers would
// silently propose nothing, so every proposal must name an option of each variant asking it.
const evidence = {
  identity: {
    gender: 2 as const,
    first_name: 'Sophie',
    last_name: 'LE GOFF',
    national_id: '819000000018',
    directory: 'rpps' as const,
    professional_number: '19000000018',
    profession_code: '10',
    specialty_code: 'SM54',
    directory_status: 'verified' as const,
    verified_by: 'pro_sante_connect' as const,
    verified_at: '2026-11-29T07:00:00.000Z',
    issuer: 'https://auth.esw.esante.gouv.fr/auth/realms/esante-wallet',
    subject: '819000000018',
    acr: 'eidas1',
  },
  practice: {
    siret: '30158015500010',
    siren: '301580155',
    finess: null,
    name: 'CABINET DU DR LE GOFF',
    postcode: '77330',
    city: 'OZOIR-LA-FERRIERE',
    registering_authority: 'CNOM/CNOM/CNOM',
  },
};

describe("the vouched practice's proposals name options the questionnaire offers", () => {
  it.each([
    ['liberal only', [{ mode: 'liberal' as const, siret: null, name: null }]],
    ['a salaried post too', [{ mode: 'salaried' as const, siret: null, name: null }]],
  ])('%s', (_case, sites) => {
    const proposals = vouchedKycProposals({
      ...evidence,
      identity: { ...evidence.identity, practice_sites: sites },
    });
    const asked = new Set<number>();
    for (const questions of Object.values(QUESTIONNAIRE_V3)) {
      for (const question of questions) {
        const values = proposals.get(question.id)?.values;
        if (!values) continue;
        asked.add(question.id);
        const offered = (question.answers ?? []).map((option) => option.value);
        for (const value of values) expect(offered, `question ${question.id}`).toContain(value);
      }
    }
    // The sole trader's questionnaire asks all four.
    expect([...asked].sort((a, b) => a - b)).toEqual([1, 5, 13, 17]);
  });
});
