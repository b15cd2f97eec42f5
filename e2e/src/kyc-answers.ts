/** Questionnaire answers (signup) that pass every rule, for a sole trader as for a company. */
export const KYC_ANSWERS = [
  { question_id: 1, answer: 'Masseur-kinésithérapeute' },
  { question_id: 3, answer: 'De 15 000 € à 30 000 €' },
  { question_id: 4, answer: 'De 5 000 € à 15 000 €' },
  { question_id: 5, answer: ['Prêt bancaire'] },
  { question_id: 6, answer: 'Non' },
  { question_id: 7, answer: 'Non' },
  { question_id: 9, answer: '1 à 2' },
  { question_id: 10, answer: '180 000' },
  { question_id: 11, answer: 'Non' },
  { question_id: 13, answer: ['Paiement des charges du cabinet'] },
  { question_id: 14, answer: 'Patients' },
  { question_id: 17, answer: 'Non' },
];

/** The same for a company: question 17 is asked of a sole trader only. */
export const COMPANY_KYC_ANSWERS = KYC_ANSWERS.filter((answer) => answer.question_id !== 17);
