import { QUESTIONS as Q } from './questions';
import type { KycQuestionDefinition } from './types';

/** Existing companies (signup journey) that are neither sole traders nor associations. */
export const DEFAULT_QUESTIONS: readonly KycQuestionDefinition[] = [
  Q.mainActivity,
  Q.activityDescription,
  Q.professionalId,
  Q.monthlyIncoming,
  Q.monthlyOutgoing,
  Q.sourceOfFunds,
  Q.cashDeposits,
  Q.internationalFlows,
  Q.internationalCountries,
  Q.employees,
  Q.expectedTurnover,
  Q.accountUsage,
  Q.mainCustomers,
  Q.mainSuppliers,
  Q.otherBanks,
  Q.otherBanksNames,
];
