import { OTHER_BANKS, PRACTICE, PRACTICE_FLOWS } from './parts';
import { QUESTIONS as Q } from './questions';
import type { KycQuestionDefinition } from './types';

/** Companies being created (enrollment journey): the capital deposit's funds are asked about. */
export const NEW_COMPANY_QUESTIONS: readonly KycQuestionDefinition[] = [
  ...PRACTICE,
  Q.startDate,
  Q.capitalOrigin,
  Q.capitalOriginProof,
  ...PRACTICE_FLOWS,
  Q.mainSuppliers,
  ...OTHER_BANKS,
];
