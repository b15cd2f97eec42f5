import type { KycQuestionReply, PscEvidence } from '@app/domain';

/** Questions shaped like the API's, for tests. */
export const monthlyIncoming: KycQuestionReply = {
  id: 3,
  label: 'Quel montant prévoyez-vous de recevoir chaque mois sur ce compte ?',
  type: 'radio',
  answers: [
    { value: 'lt_5k', label: 'Moins de 5 000 €', hint: null, hasOther: false },
    { value: 'other', label: 'Plus de 50 000 € (précisez le montant)', hint: null, hasOther: true },
  ],
  required: true,
  hint: null,
  hint2: null,
  minOther: 50000,
  placeholder: null,
  required_when: null,
};

export const mainCustomers: KycQuestionReply = {
  id: 14,
  label: 'Qui sont vos principaux clients ?',
  type: 'text',
  answers: [],
  required: true,
  hint: null,
  hint2: null,
  minOther: null,
  placeholder: 'Patients',
  required_when: null,
};

export const cashDeposits: KycQuestionReply = {
  id: 7,
  label: 'Déposerez-vous des espèces ?',
  type: 'radio',
  answers: [
    { value: 'yes', label: 'Oui', hint: null, hasOther: false },
    { value: 'no', label: 'Non', hint: null, hasOther: false },
  ],
  required: true,
  hint: null,
  hint2: null,
  minOther: null,
  placeholder: null,
  required_when: null,
};

export const cashAmount: KycQuestionReply = {
  id: 8,
  label: 'Montant mensuel des dépôts en espèces',
  type: 'text',
  answers: [],
  required: false,
  hint: null,
  hint2: null,
  minOther: null,
  placeholder: null,
  required_when: { question_id: 7, value: 'yes' },
};

export const capitalOriginProof: KycQuestionReply = {
  id: 19,
  label: 'Justificatif de l’origine des fonds (facultatif)',
  type: 'upload',
  answers: [],
  required: false,
  hint: null,
  hint2: null,
  minOther: null,
  placeholder: null,
  required_when: null,
};

export const mainActivity: KycQuestionReply = {
  id: 1,
  label: 'Quelle est votre activité principale ?',
  type: 'select',
  answers: [
    { value: 'general_practitioner', label: 'Médecin généraliste', hint: null, hasOther: false },
    { value: 'specialist', label: 'Médecin spécialiste', hint: null, hasOther: false },
    { value: 'nurse', label: 'Infirmier(ère)', hint: null, hasOther: false },
  ],
  required: true,
  hint: null,
  hint2: null,
  minOther: null,
  placeholder: null,
  required_when: null,
};

export const sourceOfFunds: KycQuestionReply = {
  id: 5,
  label: 'D’où proviennent les fonds qui alimenteront ce compte ?',
  type: 'checkbox',
  answers: [
    { value: 'professional_fees', label: 'Honoraires et actes', hint: null, hasOther: false },
    { value: 'savings', label: 'Épargne personnelle', hint: null, hasOther: false },
  ],
  required: true,
  hint: 'Plusieurs réponses possibles.',
  hint2: null,
  minOther: null,
  placeholder: null,
  required_when: null,
};

export const salariedActivity: KycQuestionReply = {
  id: 17,
  label: 'Exercez-vous en parallèle une activité salariée ?',
  type: 'radio',
  answers: [
    { value: 'yes', label: 'Oui', hint: null, hasOther: false },
    { value: 'no', label: 'Non', hint: null, hasOther: false },
  ],
  required: true,
  hint: null,
  hint2: null,
  minOther: null,
  placeholder: null,
  required_when: null,
};

/** Pro Santé Connect's evidence of a general practitioner (SM54) with her liberal practice chosen. */
export function vouchedEvidence(
  identity: Partial<PscEvidence['identity']> = {},
  practice: PscEvidence['practice'] = {
    siret: '30158015500010',
    siren: '301580155',
    finess: null,
    name: 'CABINET DU DR LE GOFF',
    postcode: '77330',
    city: 'OZOIR-LA-FERRIERE',
    registering_authority: 'CNOM/CNOM/CNOM',
  },
): PscEvidence {
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
      practice_sites: [{ mode: 'liberal', siret: '30158015500010', name: 'CABINET DU DR LE GOFF' }],
      directory_status: 'verified',
      verified_by: 'pro_sante_connect',
      verified_at: '2026-11-29T07:00:00.000Z',
      issuer: 'http://127.0.0.1:8090/auth/realms/esante-wallet',
      subject: '819000000018',
      acr: 'eidas1',
      ...identity,
    },
    practice,
  };
}
