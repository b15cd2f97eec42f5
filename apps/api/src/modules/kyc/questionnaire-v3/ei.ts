import { OTHER_BANKS, PRACTICE, PRACTICE_FLOWS } from './parts';
import { QUESTIONS as Q } from './questions';
import type { KycQuestionDefinition } from './types';

/** Sole traders and auto-entrepreneurs (EI, AE). */
export const EI_QUESTIONS: readonly KycQuestionDefinition[] = [
  ...PRACTICE,
  Q.otherSalariedActivity,
  ...PRACTICE_FLOWS,
  ...OTHER_BANKS,
];
