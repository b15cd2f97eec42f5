/**
 * Invented practitioners of the stand-in federation, in the shapes of the agency's userinfo
 * (`SubjectRefPro` with its `exercices[]` and `activities[]`). Camille Martin is the demo
 * directory's doctor (number 19900000001); none of them is a row of the real registers.
 */
export interface StandinActivity {
  codeModeExercice: string;
  numeroSiretSite: string;
  numeroSirenSite: string;
  numeroFinessSite: string;
  raisonSocialeSite: string;
  codeSecteurDactivite: string;
  autoriteDenregistrement: string;
  codePostal: string;
  libelleCommune: string;
  /** The structure's phone (the RPPS extract's "Téléphone (coord. structure)"), '' when none. */
  telephone: string;
}

export interface StandinPractitioner {
  /** The stand-in's own key for the choice page. */
  key: string;
  /** The national identifier with its directory's prefix: 8 + RPPS, 0 + ADELI. */
  nationalId: string;
  civility: 'M' | 'MME';
  exerciseCivility: string;
  givenName: string;
  familyName: string;
  /** The e-mail the practitioner confirmed with the agency (`email`, `email_verified`), if any. */
  email?: string;
  professionCode: string;
  /** The Ordre's specialty (`codeTypeSavoirFaire` S): SM54 general medicine. */
  specialtyCode: string;
  activities: StandinActivity[];
}

const liberalPractice = (
  siret: string,
  name: string,
  postcode: string,
  city: string,
  telephone = '',
): StandinActivity => ({
  codeModeExercice: 'L',
  numeroSiretSite: siret,
  numeroSirenSite: siret.slice(0, 9),
  numeroFinessSite: '',
  raisonSocialeSite: name,
  codeSecteurDactivite: 'SA07',
  autoriteDenregistrement: 'CNOM/CNOM/CNOM',
  codePostal: postcode,
  libelleCommune: city,
  telephone,
});

export const STANDIN_PRACTITIONERS: readonly StandinPractitioner[] = [
  {
    key: 'camille-martin',
    nationalId: '819900000001',
    civility: 'MME',
    exerciseCivility: 'DR',
    givenName: 'Camille',
    familyName: 'MARTIN',
    professionCode: '10',
    specialtyCode: 'SM54',
    activities: [
      liberalPractice('99000000100012', 'CABINET DU DR MARTIN', '69003', 'LYON'),
      {
        ...liberalPractice('99000000200010', 'CENTRE HOSPITALIER DE DEMONSTRATION', '69002', 'LYON'),
        codeModeExercice: 'S',
        numeroFinessSite: '690000018',
        codeSecteurDactivite: 'SA01',
      },
    ],
  },
  {
    // The demo directory's general practitioner in private practice (EI), at her practice's SIRET.
    key: 'sophie-le-goff',
    nationalId: '819000000018',
    civility: 'MME',
    exerciseCivility: 'DR',
    givenName: 'Sophie',
    familyName: 'LE GOFF',
    email: 'sophie.legoff@cabinet-legoff.example.test',
    professionCode: '10',
    specialtyCode: 'SM54',
    activities: [
      liberalPractice('30158015500010', 'CABINET DU DR LE GOFF', '77330', 'OZOIR-LA-FERRIERE', '0164000000'),
    ],
  },
  {
    key: 'salaried-only',
    nationalId: '819900000019',
    civility: 'M',
    exerciseCivility: 'DR',
    givenName: 'Bastien',
    familyName: 'SALARIE',
    professionCode: '10',
    specialtyCode: 'SM54',
    activities: [
      {
        ...liberalPractice('99000000200010', 'CENTRE HOSPITALIER DE DEMONSTRATION', '69002', 'LYON'),
        codeModeExercice: 'S',
        numeroFinessSite: '690000018',
        codeSecteurDactivite: 'SA01',
      },
    ],
  },
  {
    key: 'not-in-directory',
    nationalId: '819900000993',
    civility: 'MME',
    exerciseCivility: 'DR',
    givenName: 'Inès',
    familyName: 'ABSENTE',
    professionCode: '10',
    specialtyCode: 'SM54',
    activities: [liberalPractice('99000000300018', 'CABINET DU DR ABSENTE', '75011', 'PARIS')],
  },
];

/** The userinfo claims of a practitioner, as the federation writes them. */
export function userinfoClaims(practitioner: StandinPractitioner) {
  return {
    sub: practitioner.nationalId,
    SubjectNameID: practitioner.nationalId,
    preferred_username: practitioner.nationalId,
    given_name: practitioner.givenName,
    family_name: practitioner.familyName,
    ...(practitioner.email ? { email: practitioner.email, email_verified: true } : {}),
    SubjectRefPro: {
      codeCivilite: practitioner.civility,
      exercices: [
        {
          codeProfession: practitioner.professionCode,
          codeCategorieProfessionnelle: 'C',
          codeCiviliteDexercice: practitioner.exerciseCivility,
          codeTypeSavoirFaire: 'S',
          codeSavoirFaire: practitioner.specialtyCode,
          nomDexercice: practitioner.familyName,
          prenomDexercice: practitioner.givenName,
          activities: practitioner.activities,
        },
      ],
    },
  };
}
