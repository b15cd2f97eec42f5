/**
 * The bank's operators and what each may do (issue 12): reviewers work the files, supervisors
 * decide, auditors read; administrators manage the operators (invite, disable, reset a second
 * factor, change a role) and see no case: one role per operator, so managing the team and deciding
 * cases stay in separate hands. Which back-office route each role reaches is
 * `BACKOFFICE_ROUTE_ROLES` (contracts/backoffice.contract.ts), checked by the API and read by the
 * back-office app to hide what a role cannot do.
 */
export const OPERATOR_ROLES = ['reviewer', 'supervisor', 'auditor', 'administrator'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The roles that work on cases (every role but the administrator). */
export const CASE_ROLES = ['reviewer', 'supervisor', 'auditor'] as const satisfies readonly OperatorRole[];

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);
