import { OTHER_BANKS, PRACTICE, PRACTICE_FLOWS } from './parts';
import { QUESTIONS as Q } from './questions';
import type { KycQuestionDefinition } from './types';

/** Existing companies (signup journey) that are neither sole traders nor associations. */
export const DEFAULT_QUESTIONS: readonly KycQuestionDefinition[] = [
  ...PRACTICE,
  ...PRACTICE_FLOWS,
  Q.mainSuppliers,
  ...OTHER_BANKS,
];
