import { describe, expect, it } from 'vitest';
import { mapPscClaims } from './psc-claims';

const activity = (mode: string, siret: string) => ({
  codeModeExercice: mode,
  numeroSiretSite: siret,
  numeroSirenSite: siret.slice(0, 9),
  numeroFinessSite: '690000018',
  raisonSocialeSite: `SITE ${siret}`,
  autoriteDenregistrement: 'CNOM/CNOM/CNOM',
  codePostal: '69003',
  libelleCommune: 'LYON',
});

describe("Pro Santé Connect's claims mapped to the opening", () => {
  it('reads an ADELI identifier (0 prefix), a man, and the exercise names when the token gives none', () => {
    const claims = mapPscClaims({
      sub: '0691234567',
      SubjectNameID: '0691234567',
      SubjectRefPro: {
        codeCivilite: 'M',
        exercices: [{ codeProfession: '60', nomDexercice: 'DURAND', prenomDexercice: 'Paul', activites: [] }],
      },
    });
    expect(claims).toMatchObject({
      directory: 'adeli',
      professionalNumber: '691234567',
      gender: 1,
      firstName: 'Paul',
      lastName: 'DURAND',
      professionCode: '60',
      liberalPractices: [],
    });
  });

  it("reads the site's town from `bureauCedex` when the userinfo gives no postcode or commune", () => {
    const { codePostal: _postcode, libelleCommune: _commune, ...site } = activity('L', '99000000100012');
    const claims = mapPscClaims({
      SubjectNameID: '819900000001',
      SubjectRefPro: {
        exercices: [
          {
            codeProfession: '10',
            activities: [
              { ...site, bureauCedex: '75009 PARIS' },
              { ...site, numeroSiretSite: '99000000400016', bureauCedex: '69441 LYON CEDEX 03' },
            ],
          },
        ],
      },
    });
    expect(claims?.liberalPractices.map(({ postcode, city }) => [postcode, city])).toEqual([
      ['75009', 'PARIS'],
      ['69441', 'LYON'],
    ]);
  });

  it('offers each liberal site once across exercises, never a salaried or volunteer one', () => {
    const claims = mapPscClaims({
      SubjectNameID: '819900000001',
      given_name: 'Camille',
      family_name: 'MARTIN',
      SubjectRefPro: {
        codeCivilite: 'MME',
        exercices: [
          {
            codeProfession: '10',
            activites: [activity('L', '99000000100012'), activity('S', '99000000200010')],
          },
          {
            codeProfession: '10',
            activites: [activity('L', '99000000100012'), activity('B', '99000000300018')],
          },
        ],
      },
    });
    expect(claims?.liberalPractices.map((practice) => practice.siret)).toEqual(['99000000100012']);
    expect(claims?.liberalPractices[0]).toMatchObject({ finess: '690000018', siren: '990000001' });
  });

  it('lists every site of every exercise with its mode, liberal or not, for the evidence', () => {
    const claims = mapPscClaims({
      SubjectNameID: '819900000001',
      SubjectRefPro: {
        exercices: [
          {
            codeProfession: '10',
            activities: [activity('L', '99000000100012'), activity('S', '99000000200010')],
          },
          {
            codeProfession: '10',
            activites: [activity('B', '99000000300018'), activity('X', '99000000400016')],
          },
        ],
      },
    });
    expect(claims?.practiceSites).toEqual([
      { mode: 'liberal', siret: '99000000100012', name: 'SITE 99000000100012' },
      { mode: 'salaried', siret: '99000000200010', name: 'SITE 99000000200010' },
      { mode: 'volunteer', siret: '99000000300018', name: 'SITE 99000000300018' },
      { mode: null, siret: '99000000400016', name: 'SITE 99000000400016' },
    ]);
  });

  it("reads the sites under `activities` as the agency's userinfo names them, with the structure's phone and the Ordre's specialty", () => {
    const claims = mapPscClaims({
      SubjectNameID: '819000000018',
      SubjectRefPro: {
        codeCivilite: 'MME',
        exercices: [
          {
            codeProfession: '10',
            codeTypeSavoirFaire: 'S',
            codeSavoirFaire: 'SM54',
            activities: [
              { ...activity('L', '30158015500010'), telephone: '01 64 00 00 00' },
              { ...activity('L', '30158015500028'), telephone: '', telephone2: '0164000001' },
              { ...activity('L', '30158015500036'), telephone: 'inconnu' },
            ],
          },
        ],
      },
    });
    expect(claims?.specialtyCode).toBe('SM54');
    expect(claims?.liberalPractices.map((practice) => practice.phone)).toEqual([
      '01 64 00 00 00',
      '0164000001',
      null,
    ]);
  });

  it('keeps no specialty when the know-how is not an Ordre specialty (a competence, type C)', () => {
    const claims = mapPscClaims({
      SubjectNameID: '819000000018',
      SubjectRefPro: {
        exercices: [{ codeProfession: '10', codeTypeSavoirFaire: 'C', codeSavoirFaire: 'CAPA01' }],
      },
    });
    expect(claims?.specialtyCode).toBeNull();
  });

  it('refuses claims without a national identifier of the federation’s shape', () => {
    expect(mapPscClaims({ sub: 'f:550dc1c8' })).toBeNull();
    expect(mapPscClaims({})).toBeNull();
  });
});

describe("Pro Santé Connect's e-mail", () => {
  const withEmail = (extra: Record<string, unknown>) =>
    mapPscClaims({ SubjectNameID: '819900000001', given_name: 'Camille', family_name: 'MARTIN', ...extra });

  it('takes the e-mail the agency marks verified, as the account would store it', () => {
    expect(withEmail({ email: 'Camille.Martin@Cabinet.example.fr', email_verified: true })?.email).toBe(
      'camille.martin@cabinet.example.fr',
    );
  });

  it('leaves the e-mail to the person when the agency does not vouch for it or it is malformed', () => {
    expect(withEmail({ email: 'camille.martin@cabinet.example.fr' })?.email).toBeNull();
    expect(
      withEmail({ email: 'camille.martin@cabinet.example.fr', email_verified: 'true' })?.email,
    ).toBeNull();
    expect(withEmail({ email: 'not an address', email_verified: true })?.email).toBeNull();
    expect(withEmail({})?.email).toBeNull();
  });
});
