import { QUESTIONS as Q } from './questions';
import type { KycQuestionDefinition } from './types';

/** Companies being created (enrollment journey): the capital deposit's funds are asked about. */
export const NEW_COMPANY_QUESTIONS: readonly KycQuestionDefinition[] = [
  Q.mainActivity,
  Q.activityDescription,
  Q.professionalId,
  Q.startDate,
  Q.capitalOrigin,
  Q.capitalOriginProof,
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
