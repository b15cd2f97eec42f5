import type { KycAnswerOption, KycQuestionDefinition, KycTextKey } from './types';

// Questionnaire version 3: know-your-customer questions for a French healthcare professional's
// business account. Ids are stable across variants (question 14, main customers, is prefilled
// with "Patients" by the client); each variant file picks the questions it asks. The words are
// in the message catalogue (kyc.q<id>.*, shared answers kyc.answer.* and kyc.monthly.*).
// Checkbox option labels hold no comma: the multipart form joins ticked labels with commas.

const option = (value: string, label: KycTextKey, extra: Partial<KycAnswerOption> = {}): KycAnswerOption => ({
  value,
  label,
  ...extra,
});

const YES_NO: readonly KycAnswerOption[] = [option('yes', 'kyc.answer.yes'), option('no', 'kyc.answer.no')];

/** Monthly amounts above this need the exact figure ("other"). */
const MONTHLY_OTHER_MIN = 50_000;

// The ranges' labels keep their figures as typed: stored answers are these labels.
const MONTHLY_RANGES: readonly KycAnswerOption[] = [
  option('lt_5k', 'kyc.monthly.lt_5k'),
  option('5k_15k', 'kyc.monthly.5k_15k'),
  option('15k_30k', 'kyc.monthly.15k_30k'),
  option('30k_50k', 'kyc.monthly.30k_50k'),
  option('other', 'kyc.monthly.other', { hasOther: true }),
];

export const QUESTIONS = {
  mainActivity: {
    id: 1,
    type: 'select',
    required: true,
    label: 'kyc.q1.label',
    answers: [
      option('general_practitioner', 'kyc.q1.answer.general_practitioner'),
      option('specialist', 'kyc.q1.answer.specialist'),
      option('dentist', 'kyc.q1.answer.dentist'),
      option('pharmacist', 'kyc.q1.answer.pharmacist'),
      option('nurse', 'kyc.q1.answer.nurse'),
      option('physiotherapist', 'kyc.q1.answer.physiotherapist'),
      option('midwife', 'kyc.q1.answer.midwife'),
      option('speech_therapist', 'kyc.q1.answer.speech_therapist'),
      option('orthoptist', 'kyc.q1.answer.orthoptist'),
      option('podiatrist', 'kyc.q1.answer.podiatrist'),
      option('psychologist', 'kyc.q1.answer.psychologist'),
      option('osteopath', 'kyc.q1.answer.osteopath'),
      option('biologist', 'kyc.q1.answer.biologist'),
      option('other', 'kyc.q1.answer.other', { hasOther: true }),
    ],
  },
  activityDescription: {
    id: 2,
    type: 'textarea',
    required: false,
    label: 'kyc.q2.label',
    placeholder: 'kyc.q2.placeholder',
  },
  monthlyIncoming: {
    id: 3,
    type: 'radio',
    required: true,
    label: 'kyc.q3.label',
    hint: 'kyc.q3.hint',
    answers: MONTHLY_RANGES,
    minOther: MONTHLY_OTHER_MIN,
  },
  monthlyOutgoing: {
    id: 4,
    type: 'radio',
    required: true,
    label: 'kyc.q4.label',
    hint: 'kyc.q4.hint',
    answers: MONTHLY_RANGES,
    minOther: MONTHLY_OTHER_MIN,
  },
  sourceOfFunds: {
    id: 5,
    type: 'checkbox',
    required: true,
    label: 'kyc.q5.label',
    hint: 'kyc.hint.several_answers',
    answers: [
      option('professional_fees', 'kyc.q5.answer.professional_fees'),
      option('savings', 'kyc.q5.answer.savings'),
      option('bank_loan', 'kyc.q5.answer.bank_loan'),
      option('public_aid', 'kyc.q5.answer.public_aid'),
      option('practice_sale', 'kyc.q5.answer.practice_sale'),
      option('other', 'kyc.answer.other', { hasOther: true }),
    ],
  },
  cashDeposits: {
    id: 6,
    type: 'radio',
    required: true,
    label: 'kyc.q6.label',
    answers: [
      option('none', 'kyc.q6.answer.none'),
      option('lt_1k', 'kyc.q6.answer.lt_1k'),
      option('1k_5k', 'kyc.q6.answer.1k_5k'),
      option('gt_5k', 'kyc.q6.answer.gt_5k'),
    ],
  },
  internationalFlows: {
    id: 7,
    type: 'radio',
    required: true,
    label: 'kyc.q7.label',
    answers: YES_NO,
  },
  internationalCountries: {
    id: 8,
    type: 'text',
    required: false,
    requiredWhen: { questionId: 7, value: 'yes' },
    label: 'kyc.q8.label',
    placeholder: 'kyc.q8.placeholder',
  },
  employees: {
    id: 9,
    type: 'select',
    required: true,
    label: 'kyc.q9.label',
    hint: 'kyc.q9.hint',
    answers: [
      option('0', 'kyc.q9.answer.0'),
      option('1_2', 'kyc.q9.answer.1_2'),
      option('3_9', 'kyc.q9.answer.3_9'),
      option('10_49', 'kyc.q9.answer.10_49'),
      option('50_plus', 'kyc.q9.answer.50_plus'),
    ],
  },
  expectedTurnover: {
    id: 10,
    type: 'number',
    required: true,
    label: 'kyc.q10.label',
    placeholder: 'kyc.q10.placeholder',
  },
  otherBanks: {
    id: 11,
    type: 'radio',
    required: true,
    label: 'kyc.q11.label',
    answers: YES_NO,
  },
  otherBanksNames: {
    id: 12,
    type: 'text',
    required: false,
    requiredWhen: { questionId: 11, value: 'yes' },
    label: 'kyc.q12.label',
  },
  accountUsage: {
    id: 13,
    type: 'checkbox',
    required: true,
    label: 'kyc.q13.label',
    hint: 'kyc.hint.several_answers',
    answers: [
      option('collect_fees', 'kyc.q13.answer.collect_fees'),
      option('pay_expenses', 'kyc.q13.answer.pay_expenses'),
      option('pay_salaries', 'kyc.q13.answer.pay_salaries'),
      option('loan_repayments', 'kyc.q13.answer.loan_repayments'),
      option('savings', 'kyc.q13.answer.savings'),
    ],
  },
  mainCustomers: {
    id: 14,
    type: 'text',
    required: true,
    label: 'kyc.q14.label',
    hint: 'kyc.q14.hint',
    placeholder: 'kyc.q14.placeholder',
  },
  mainSuppliers: {
    id: 15,
    type: 'textarea',
    required: false,
    label: 'kyc.q15.label',
    placeholder: 'kyc.q15.placeholder',
  },
  professionalId: {
    id: 16,
    type: 'text',
    required: false,
    label: 'kyc.q16.label',
    hint: 'kyc.q16.hint',
    placeholder: 'kyc.q16.placeholder',
  },
  otherSalariedActivity: {
    id: 17,
    type: 'radio',
    required: true,
    label: 'kyc.q17.label',
    hint: 'kyc.q17.hint',
    answers: YES_NO,
  },
  capitalOrigin: {
    id: 18,
    type: 'checkbox',
    required: true,
    label: 'kyc.q18.label',
    hint: 'kyc.hint.several_answers',
    answers: [
      option('savings', 'kyc.q18.answer.savings'),
      option('bank_loan', 'kyc.q18.answer.bank_loan'),
      option('gift_inheritance', 'kyc.q18.answer.gift_inheritance'),
      option('practice_sale', 'kyc.q18.answer.practice_sale'),
      option('other', 'kyc.answer.other', { hasOther: true }),
    ],
  },
  capitalOriginProof: {
    id: 19,
    type: 'upload',
    required: false,
    label: 'kyc.q19.label',
    hint: 'kyc.q19.hint',
  },
  startDate: {
    id: 20,
    type: 'text',
    required: false,
    label: 'kyc.q20.label',
    placeholder: 'kyc.q20.placeholder',
  },
  associationPurpose: {
    id: 21,
    type: 'textarea',
    required: true,
    label: 'kyc.q21.label',
    placeholder: 'kyc.q21.placeholder',
  },
  associationMembers: {
    id: 22,
    type: 'select',
    required: true,
    label: 'kyc.q22.label',
    answers: [
      option('lt_50', 'kyc.q22.answer.lt_50'),
      option('50_200', 'kyc.q22.answer.50_200'),
      option('200_1000', 'kyc.q22.answer.200_1000'),
      option('gt_1000', 'kyc.q22.answer.gt_1000'),
    ],
  },
  associationResources: {
    id: 23,
    type: 'checkbox',
    required: true,
    label: 'kyc.q23.label',
    hint: 'kyc.hint.several_answers',
    answers: [
      option('membership_fees', 'kyc.q23.answer.membership_fees'),
      option('donations', 'kyc.q23.answer.donations'),
      option('public_grants', 'kyc.q23.answer.public_grants'),
      option('activity_income', 'kyc.q23.answer.activity_income'),
      option('other', 'kyc.answer.other', { hasOther: true }),
    ],
  },
  annualBudget: {
    id: 24,
    type: 'number',
    required: true,
    label: 'kyc.q24.label',
    placeholder: 'kyc.q24.placeholder',
  },
} as const satisfies Record<string, KycQuestionDefinition>;
