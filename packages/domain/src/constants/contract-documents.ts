/**
 * The version of each document the terms screen has the customer accept. A new text gets a new
 * version here; each account records the versions accepted with it, so the bank can show what
 * this customer agreed to.
 */
export const CONTRACT_DOCUMENT_VERSIONS = {
  terms: '2026-11-01',
  deposit_guarantee: '2026-01-01',
  consent: '2026-11-01',
} as const;
export type ContractDocument = keyof typeof CONTRACT_DOCUMENT_VERSIONS;
