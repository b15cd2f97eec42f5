export { type AuditEntryInput, type AuditJournal, createAuditJournal } from './audit-journal';
export { type ChainCheck, verifyChain } from './verify-chain';
