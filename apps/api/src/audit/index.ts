export { checkAuditJournal } from './audit-check';
export {
  type AuditEntryInput,
  type AuditJournal,
  type AuditSettings,
  createAuditJournal,
} from './audit-journal';
export { startAuditCheckpoints } from './checkpoint-worker';
export type { ChainCheck } from './verify-chain';
