/**
 * The bank's operators and what each may do (issue 12): reviewers work the files, supervisors
 * decide, auditors read. Which back-office route each role reaches is `BACKOFFICE_ROUTE_ROLES`
 * (contracts/backoffice.contract.ts), checked by the API and read by the back-office app to hide
 * what a role cannot do.
 */
export const OPERATOR_ROLES = ['reviewer', 'supervisor', 'auditor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);
