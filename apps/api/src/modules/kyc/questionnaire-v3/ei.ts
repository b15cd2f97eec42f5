import { QUESTIONS as Q } from './questions';
import type { KycQuestionDefinition } from './types';

/** Sole traders and auto-entrepreneurs (EI, AE). */
export const EI_QUESTIONS: readonly KycQuestionDefinition[] = [
  Q.mainActivity,
  Q.activityDescription,
  Q.professionalId,
  Q.otherSalariedActivity,
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
  Q.otherBanks,
  Q.otherBanksNames,
];
