import { pickRepositories as repos } from './db/repositories';
import { createOutboundHttp } from './http-out/outbound-http';
import { newId } from './ids';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAppCheckService } from './modules/app-check/app-check.service';
import { createLoginFailures } from './modules/auth/login-failures';
import { createSessionService } from './modules/auth/session.service';
import { createSignInLinkService } from './modules/auth/sign-in-link.service';
import { createBackofficeCaseService } from './modules/backoffice/case.service';
import { createCaseAssignmentService } from './modules/backoffice/case-assignment.service';
import { createDashboardService } from './modules/backoffice/dashboard';
import { createQueueService } from './modules/backoffice/queue.service';
import { createBankFeedService } from './modules/bank-feed/bank-feed.service';
import { createCapitalDepositService } from './modules/capital-deposits/capital-deposit.service';
import { createCaseExportService } from './modules/case-export/case-export.service';
import { createCompanyService } from './modules/companies/company.service';
import { createCompletionService } from './modules/companies/completion.service';
import { createSiretLookupService } from './modules/companies/siret-lookup.service';
import { createContactService } from './modules/contact/contact.service';
import { createDataExportService } from './modules/data-rights/data-export.service';
import { createErasureService } from './modules/data-rights/erasure.service';
import { createLegalHoldService } from './modules/data-rights/legal-hold.service';
import { createRetentionJob } from './modules/data-rights/retention-job';
import { createApplicationService } from './modules/decisions/application.service';
import { createDecisionService } from './modules/decisions/decision.service';
import { createDocumentService } from './modules/documents/document.service';
import { createHealthService } from './modules/health/health.service';
import { createHealthProfessionalsService } from './modules/health-professionals/health-professionals.service';
import { createKycService } from './modules/kyc/kyc.service';
import { createKycRiskAnswersService } from './modules/kyc/kyc-risk-answers.service';
import { createMeasuresService } from './modules/measures/measures.service';
import { createDepositEmailsService } from './modules/notifications/deposit-emails.service';
import { createOpeningEmailsService } from './modules/notifications/opening-emails.service';
import { createOpeningFlagsService } from './modules/opening-flags/opening-flags.service';
import { createOpeningsService } from './modules/openings/openings.service';
import { createWithdrawalService } from './modules/openings/withdrawal.service';
import { createOperatorAdminService } from './modules/operators/operator-admin.service';
import { createOperatorInvitationService } from './modules/operators/operator-invitation.service';
import { createOperatorSessionService } from './modules/operators/operator-session.service';
import { createLinkRenewalService } from './modules/partners/link-renewal.service';
import { createPartnerRequestService } from './modules/partners/partner-request.service';
import { createPartnerTokenService } from './modules/partners/partner-token.service';
import { createPeopleService } from './modules/people/people.service';
import { createProSanteConnectService } from './modules/pro-sante-connect/pro-sante-connect.service';
import { createReminderService } from './modules/reminders/reminder.service';
import { createRiskService } from './modules/risk/risk.service';
import { createScaService } from './modules/sca/sca.service';
import { createScaAppService } from './modules/sca/sca-app.service';
import { loadScaSecret } from './modules/sca/sca-secret';
import { createHitDispositionService } from './modules/screening/hit-dispositions.service';
import { createScreeningService } from './modules/screening/screening.service';
import { createSignupRequestService } from './modules/signup-requests/signup-request.service';
import { createStatusReportService } from './modules/status-reports/status-report.service';
import { createStatusReportDelivery } from './modules/status-reports/status-report-delivery';
import { createUserService } from './modules/users/user.service';
import { createVoucherService } from './modules/vouchers/voucher.service';
import type { AppDeps } from './types';

/**
 * The screening service with its repositories: the API's, and the rescreen command's after an
 * import (a command outside the API process, with the same wiring).
 */
export function screeningServiceOf({ db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return createScreeningService({
    db,
    clock,
    repos: repos('screening', 'screeningHits'),
    settings: config.screening,
    rescreenWorkers: config.screening.rescreenWorkers,
  });
}

/**
 * Every service of the API, built once from the dependencies and handed to the routes
 * (`app.services`). This is the one place where modules meet: each service is given, by name,
 * the repositories of the tables it reads and writes and the other services it calls, so a module
 * never imports another's internals. Routes call services and never open the database themselves.
 */
export function createServices(deps: AppDeps) {
  const { db, clock, messaging, config } = deps;
  const scaSecret = loadScaSecret(config);
  // One journal for every module that records what it does (built with the dependencies: deps.ts).
  const { audit } = deps;

  // The data every journey step reads: documents, people, the healthcare directories, flags.
  const documents = createDocumentService({ ...deps, repos: repos('documents', 'kycAnswers') });
  const openingFlags = createOpeningFlagsService({
    db,
    clock,
    repos: repos('openingFlags', 'duplicateCandidates'),
  });
  const healthProfessionals = createHealthProfessionalsService({
    db,
    repos: repos('companies', 'openingFlags'),
    // Read at request time: the Pro Santé Connect service, built below, needs this one's check.
    practiceFinessOf: async (userId) =>
      (await proSanteConnect.evidenceOfUser(userId))?.practice?.finess ?? null,
  });
  // Asset-freeze and sanctions screening: the lists' current versions, indexed in memory; the
  // cases' hits, which close the approval's gate and
  // feed the risk rating.
  const screening = screeningServiceOf({ db, clock, config });
  // Its backlog (open hits, strong ones, a rescreen's subjects left) is read at each metrics scrape.
  deps.metrics.registerScreeningBacklog(() => screening.backlog());
  // The opening's risk: rated at submission and again on each change to one of its factors.
  const risk = createRiskService({
    db,
    clock,
    audit,
    repos: repos('people', 'openingFlags'),
    kycRiskAnswers: createKycRiskAnswersService({ repos: repos('kycAnswers') }),
    screeningResults: screening.riskResults,
    documents,
  });
  const people = createPeopleService({
    db,
    clock,
    config,
    repos: repos('companies', 'people', 'documents'),
    openingFlags,
    healthProfessionals,
    risk,
    screening,
  });
  const kyc = createKycService({ db, clock, repos: repos('companies', 'kycAnswers'), risk });
  const signupRequests = createSignupRequestService({ db, clock, repos: repos('signupRequests') });
  const vouchers = createVoucherService({ db, clock, repos: repos('vouchers') });
  const accounts = createAccountsService({ ...deps, repos: repos('accounts') });
  // Sign-in with Pro Santé Connect: it opens a tied account's usual session (users), and the
  // account's creation ties a new one in its own transaction; the session is asked only after both exist.
  const proSanteConnect = createProSanteConnectService({
    db,
    clock,
    config,
    checkPractitioner: healthProfessionals.checkPractitioner,
    openSession: (userId) => users.openSessionFor(userId),
  });
  const users = createUserService({
    db,
    clock,
    config,
    repos: repos('sessions', 'users'),
    vouchers,
    signupRequests,
    documentUrls: documents.urlsOfUser,
    tiePractitioner: proSanteConnect.tieNewAccount,
  });

  // The opening's lifecycle: every move with its event, the insurer's report and its journal entry.
  const statusReports = createStatusReportService({ db, clock, audit, settings: config.statusReports });
  const openings = createOpeningsService({
    repos: repos('cases'),
    audit,
    reportMove: statusReports.reportMove,
  });
  const openingEmails = createOpeningEmailsService({ config, messaging });
  // The operators' dispositions of screening hits; a true match freezes and refuses the case.
  const screeningHits = createHitDispositionService({
    db,
    clock,
    audit,
    repos: repos('screeningHits', 'cases'),
    highScore: config.screening.highScore,
    openings,
    openingEmails,
    risk,
  });
  // How each person's identity was established, recorded from the decisions that complete it.
  const measures = createMeasuresService({
    db,
    clock,
    audit,
    professionalStatusOf: proSanteConnect.evidenceOfUser,
  });
  const capitalDeposits = createCapitalDepositService({
    ...deps,
    repos: repos('accounts', 'cases', 'companies', 'deposits'),
    openings,
    audit,
    // An enrollment opens with its current account; a payer not the shareholder is flagged.
    accounts,
    openingFlags,
    // Each transfer to its shareholder, the complete deposit and its certificate to the applicant.
    depositEmails: createDepositEmailsService({ config, messaging }),
    screening,
    // A contribution counted from the shareholder's own account identifies them.
    measures,
  });

  // Sign-in with Pro Santé Connect: professional status, checked against the imported directory.
  const legalHolds = createLegalHoldService({ db, clock, audit });
  const backofficeCases = createBackofficeCaseService({
    ...deps,
    legalHolds,
    audit,
    repos: repos('documents'),
    documents,
    kyc,
    healthProfessionals,
    proSanteConnect,
    screening,
  });
  const decisions = createDecisionService({
    ...deps,
    audit,
    repos: repos('cases', 'documents'),
    openings,
    openingEmails,
    capitalDeposits,
    people,
    openingFlags,
    risk,
    measures,
    screening,
  });

  return {
    screeningHits,
    audit,
    auditChain: { verify: () => audit.verify() },
    accounts,
    appCheck: createAppCheckService({ db, clock, secret: config.appCheck.secret }),
    capitalDeposits,
    // The bank's core system's transfers: one inbox, each transfer to its kind's receiver.
    bankFeed: createBankFeedService({
      db,
      clock,
      repos: repos('accounts', 'bankFeed', 'cases'),
      firstTransfers: decisions.feedFirstTransfers,
      capitalContributions: capitalDeposits.contributions,
    }),
    companies: createCompanyService({
      db,
      clock,
      config,
      repos: repos('companies', 'people'),
      people,
      openingFlags,
      screening,
      vouchedProfessionalNumber: proSanteConnect.vouchedProfessionalNumber,
    }),
    completion: createCompletionService({
      ...deps,
      repos: repos('accounts', 'cases', 'documents', 'kycAnswers'),
      accounts,
      capitalDeposits,
      openingEmails,
      people,
      risk,
      screening,
      signupRequests,
    }),
    contact: createContactService(deps),
    // The customer's erasure of an opening never submitted: rows, then stored files.
    erasure: createErasureService({
      db,
      clock,
      audit,
      storage: deps.storage,
      repos: repos('companies'),
      settings: config.retention,
    }),
    dataExport: createDataExportService({ db, clock, audit, documents }),
    // The scheduled retention (docs/data-rights.md): reminders, purges, the files' deletes retried.
    retention: createRetentionJob({ ...deps, audit, settings: config.retention, holder: newId() }),
    documents,
    health: createHealthService(deps),
    idempotencyKeys: repos('idempotency').idempotency(db),
    kyc,
    loginFailures: createLoginFailures(deps),
    openingFlags,
    openings,
    // Withdrawal before the account opens, by the customer or the partner that created the request.
    withdrawal: createWithdrawalService({
      db,
      clock,
      audit,
      repos: repos('cases', 'companies', 'signupRequests', 'deposits'),
      openings,
      openingEmails,
    }),
    // The outbox page (developers only) reads the kept messages.
    outbox: messaging,
    people,
    registry: deps.registry,
    reminders: createReminderService(deps),
    risk,
    measures,
    // The e-mail Pro Santé Connect verified needs no set-up code for the strong authentication.
    sca: createScaService({
      db,
      clock,
      messaging,
      secret: scaSecret,
      publicApiUrl: config.publicApiUrl,
      audit,
      vouchedEmailOf: proSanteConnect.vouchedEmailOf,
    }),
    scaApp: createScaAppService({ db, clock, secret: scaSecret }),
    sessions: createSessionService({ db, clock, config, repos: repos('sessions') }),
    signupRequests,
    siretLookup: createSiretLookupService({ ...deps, repos: repos('companies', 'people'), openingFlags }),
    users,
    vouchers,

    // The bank's back-office: operators, cases, queues, the dashboard and the decisions.
    operatorSessions: createOperatorSessionService({ db, clock, config, audit, repos: repos('operators') }),
    operatorAdmin: createOperatorAdminService({
      db,
      clock,
      audit,
      repos: repos('operators', 'operatorInvitations', 'operatorInvitationProposals'),
    }),
    operatorInvitations: createOperatorInvitationService({
      db,
      clock,
      config,
      audit,
      messaging,
      repos: repos('operators', 'operatorInvitations', 'operatorInvitationProposals'),
    }),
    backofficeCases,
    legalHolds,
    caseAssignments: createCaseAssignmentService({ db, clock, audit }),
    backofficeQueues: createQueueService({ ...deps, audit }),
    backofficeDashboard: createDashboardService(deps),
    decisions,
    // The regulator's view of a case: its summary, risk, measures, journal and documents in a ZIP.
    caseExport: createCaseExportService({
      db,
      clock,
      audit,
      repos: repos('documents'),
      backofficeCases,
      decisions,
      risk,
      measures,
      documents,
      screening,
      verifyJournal: () => audit.verify(),
    }),
    // The customer's application page and the documents sent again.
    application: createApplicationService({
      ...deps,
      audit,
      repos: repos('cases', 'documents'),
      openings,
      documents,
    }),

    // The insurer's side: partner tokens and requests, status reports and their delivery.
    partnerTokens: createPartnerTokenService({
      db,
      clock,
      audit,
      ttlSeconds: config.partners.tokenTtlSeconds,
    }),
    partnerRequests: createPartnerRequestService({
      db,
      clock,
      config,
      messaging,
      audit,
      repos: repos('signupRequests', 'users'),
    }),
    // The partner's link: a new one for a customer whose link expired or was used.
    linkRenewal: createLinkRenewalService({ db, config, messaging, audit }),
    // A sign-in link by e-mail: a forgotten password, or a Pro Santé Connect account without the federation.
    signInLinks: createSignInLinkService({
      db,
      clock,
      config,
      messaging,
      audit,
      repos: repos('sessions', 'users'),
    }),
    statusReports,
    statusReportDelivery: createStatusReportDelivery({
      ...deps,
      settings: config.statusReports,
      // Every call to a partner's endpoint goes through the outbound guard.
      outbound: createOutboundHttp({ clock, policy: config.outbound }),
    }),

    // Healthcare professionals: the RPPS / ADELI and FINESS directories.
    healthProfessionals,
    proSanteConnect,
    // Asset-freeze and sanctions screening: the lists' current versions, indexed in memory.
    screening,
    // Consented analytics: session recordings and front-end errors.
    analytics: createAnalyticsService({
      db,
      engine: deps.engine,
      clock,
      audit,
      settings: config.analytics,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
