import { OTHER_BANKS } from './parts';
import { QUESTIONS as Q } from './questions';
import type { KycQuestionDefinition } from './types';

/** Associations (ASS, AS). */
export const ASSOCIATION_QUESTIONS: readonly KycQuestionDefinition[] = [
  Q.mainActivity,
  Q.associationPurpose,
  Q.associationMembers,
  Q.associationResources,
  Q.annualBudget,
  Q.monthlyIncoming,
  Q.monthlyOutgoing,
  Q.cashDeposits,
  Q.internationalFlows,
  Q.internationalCountries,
  Q.employees,
  Q.accountUsage,
  Q.mainCustomers,
  ...OTHER_BANKS,
];
