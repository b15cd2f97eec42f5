import { QUESTIONS as Q } from './questions';

// Runs of questions several variants ask in the same order; each variant file composes them.

/** Who the professional is: every company variant opens with these. */
export const PRACTICE = [Q.mainActivity, Q.activityDescription, Q.professionalId] as const;

/** How money will flow through the account, for a practice (sole trader or company). */
export const PRACTICE_FLOWS = [
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
] as const;

/** The customer's other banks: every variant closes with these. */
export const OTHER_BANKS = [Q.otherBanks, Q.otherBanksNames] as const;
