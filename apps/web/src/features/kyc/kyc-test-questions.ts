import type { KycQuestionReply } from '@app/domain';

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
