import type { AccountsTable } from './tables/accounts';
import type {
  AnalyticsBatchesTable,
  AnalyticsErrorsTable,
  AnalyticsRecordingsTable,
} from './tables/analytics';
import type { AppCheckUsedChallengesTable } from './tables/app-check';
import type { AuditChainHeadTable, AuditEntriesTable } from './tables/audit';
import type { BankFeedTransfersTable } from './tables/bank-feed';
import type {
  CapitalDepositsTable,
  DepositEventsTable,
  DepositReturnsTable,
  DepositShareholdersTable,
  DepositTransfersTable,
} from './tables/capital-deposits';
import type { CaseAssignmentsTable } from './tables/case-assignments';
import type { CompaniesTable } from './tables/companies';
import type {
  CaseRiskTable,
  DueDiligenceRequestsTable,
  IdentityMeasuresTable,
  RiskRatingsTable,
} from './tables/compliance';
import type { ContactMessagesTable, SignupRemindersTable } from './tables/contact';
import type { LegalHoldsTable, PendingFileDeletionsTable } from './tables/data-retention';
import type { DocumentDecisionsTable, FirstTransfersTable } from './tables/decisions';
import type { DocumentsTable } from './tables/documents';
// Healthcare professionals
import type {
  HealthEstablishmentsTable,
  HealthImportsTable,
  HealthPractitionersTable,
  HealthVerificationsTable,
} from './tables/health';
import type { IdempotencyKeysTable } from './tables/idempotency';
import type { KycAnswersTable } from './tables/kyc';
import type { OutboxMessagesTable } from './tables/messaging';
import type { OpeningFlagsTable } from './tables/opening-flags';
import type { OpeningEventsTable } from './tables/openings';
import type {
  OperatorInvitationProposalsTable,
  OperatorInvitationsTable,
  OperatorRecoveryCodesTable,
  OperatorRoleGrantsTable,
  OperatorSessionsTable,
  OperatorsTable,
} from './tables/operators';
import type { PartnerAccessTokensTable, PartnersTable } from './tables/partners';
import type {
  PscAccountsTable,
  PscAuthorizationsTable,
  PscDecoupledRequestsTable,
  PscLinkTicketsTable,
} from './tables/pro-sante-connect';
import type { RateLimitHitsTable } from './tables/rate-limits';
import type {
  RegistryEstablishmentsTable,
  RegistryImportsTable,
  RegistryUnitsTable,
  RegistryWordsTable,
} from './tables/registry';
import type { RepresentativesTable } from './tables/representatives';
import type { RetentionRemindersTable, ScheduledJobLeasesTable } from './tables/retention-job';
import type { ScaChallengesTable, ScaCodeSendsTable, ScaTokensTable } from './tables/sca';
import type {
  CaseScreeningsTable,
  ScreeningEntriesTable,
  ScreeningHitsTable,
  ScreeningListVersionsTable,
  ScreeningRunsTable,
} from './tables/screening';
import type { SignupRequestsTable } from './tables/signup-requests';
import type { InformationExchangeWithdrawalsTable, StatusReportsTable } from './tables/status-reports';
import type { SessionsTable, UsersTable } from './tables/users';
import type { VouchersTable } from './tables/vouchers';

/**
 * The database as Kysely sees it. Each module declares its tables in tables/<module>.ts
 * and adds them here; migrations never import this file.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  outbox_messages: OutboxMessagesTable;
  app_check_used_challenges: AppCheckUsedChallengesTable;
  vouchers: VouchersTable;
  signup_requests: SignupRequestsTable;
  contact_messages: ContactMessagesTable;
  signup_reminders: SignupRemindersTable;
  companies: CompaniesTable;
  representatives: RepresentativesTable;
  kyc_answers: KycAnswersTable;
  accounts: AccountsTable;
  documents: DocumentsTable;
  sca_tokens: ScaTokensTable;
  sca_challenges: ScaChallengesTable;
  sca_code_sends: ScaCodeSendsTable;
  registry_units: RegistryUnitsTable;
  registry_establishments: RegistryEstablishmentsTable;
  registry_imports: RegistryImportsTable;
  registry_words: RegistryWordsTable;
  rate_limit_hits: RateLimitHitsTable;
  opening_events: OpeningEventsTable;
  capital_deposits: CapitalDepositsTable;
  deposit_shareholders: DepositShareholdersTable;
  deposit_transfers: DepositTransfersTable;
  deposit_events: DepositEventsTable;
  deposit_returns: DepositReturnsTable;
  opening_flags: OpeningFlagsTable;
  idempotency_keys: IdempotencyKeysTable;
  operators: OperatorsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_sessions: OperatorSessionsTable;
  operator_role_grants: OperatorRoleGrantsTable;
  operator_invitations: OperatorInvitationsTable;
  operator_invitation_proposals: OperatorInvitationProposalsTable;
  case_assignments: CaseAssignmentsTable;
  audit_entries: AuditEntriesTable;
  audit_chain_head: AuditChainHeadTable;
  // The insurer's side: partner credentials and tokens, status reports, consent withdrawals.
  partners: PartnersTable;
  partner_access_tokens: PartnerAccessTokensTable;
  status_reports: StatusReportsTable;
  information_exchange_withdrawals: InformationExchangeWithdrawalsTable;
  // Decisions on openings and first transfers.
  document_decisions: DocumentDecisionsTable;
  first_transfers: FirstTransfersTable;
  bank_feed_transfers: BankFeedTransfersTable;
  // Healthcare professionals
  health_practitioners: HealthPractitionersTable;
  health_establishments: HealthEstablishmentsTable;
  health_imports: HealthImportsTable;
  // Sign-in with Pro Santé Connect
  psc_authorizations: PscAuthorizationsTable;
  psc_link_tickets: PscLinkTicketsTable;
  psc_accounts: PscAccountsTable;
  psc_decoupled_requests: PscDecoupledRequestsTable;
  health_verifications: HealthVerificationsTable;
  // Compliance: risk ratings, enhanced due diligence's requests, identification measures.
  risk_ratings: RiskRatingsTable;
  case_risk: CaseRiskTable;
  due_diligence_requests: DueDiligenceRequestsTable;
  identity_measures: IdentityMeasuresTable;
  // Consented analytics: session recordings and front-end errors.
  analytics_recordings: AnalyticsRecordingsTable;
  analytics_batches: AnalyticsBatchesTable;
  analytics_errors: AnalyticsErrorsTable;
  // Asset-freeze and sanctions screening: the lists' versions and their entries.
  screening_list_versions: ScreeningListVersionsTable;
  screening_entries: ScreeningEntriesTable;
  screening_hits: ScreeningHitsTable;
  screening_runs: ScreeningRunsTable;
  case_screenings: CaseScreeningsTable;
  // Data retention: the bank's legal holds, the stored files still to delete after a purge.
  legal_holds: LegalHoldsTable;
  pending_file_deletions: PendingFileDeletionsTable;
  retention_reminders: RetentionRemindersTable;
  scheduled_job_leases: ScheduledJobLeasesTable;
}
