import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAppCheckService } from './modules/app-check/app-check.service';
import { createAuditJournal, verifyChain } from './modules/audit';
import { createLoginFailures } from './modules/auth/login-failures';
import { createSessionService } from './modules/auth/session.service';
import { createBackofficeCaseService } from './modules/backoffice/case.service';
// Back-office queues and dashboard.
import { createDashboardService } from './modules/backoffice/dashboard';
import { createQueueService } from './modules/backoffice/queue.service';
import { createCapitalDepositService } from './modules/capital-deposits/capital-deposit.service';
import { createCompanyService } from './modules/companies/company.service';
import { createCompletionService } from './modules/companies/completion.service';
import { createContactService } from './modules/contact/contact.service';
import { createApplicationService } from './modules/decisions/application.service';
import { createDecisionService } from './modules/decisions/decision.service';
import { createHealthService } from './modules/health/health.service';
import { createKycService } from './modules/kyc/kyc.service';
import { createMandateService } from './modules/mandates/mandate.service';
import { createOpeningFlagsService } from './modules/opening-flags/opening-flags.service';
import { createOperatorSessionService } from './modules/operators/operator-session.service';
import { createLinkRenewalService } from './modules/partners/link-renewal.service';
import { createPartnerRequestService } from './modules/partners/partner-request.service';
import { createPartnerTokenService } from './modules/partners/partner-token.service';
import { createReminderService } from './modules/reminders/reminder.service';
import { createRepresentativeService } from './modules/representatives/representative.service';
import { createRibService } from './modules/rib/rib.service';
import { createScaService } from './modules/sca/sca.service';
import { createScaAppService } from './modules/sca/sca-app.service';
import { loadScaSecret } from './modules/sca/sca-secret';
import { createSignupRequestService } from './modules/signup-requests/signup-request.service';
import { createStatusReportService } from './modules/status-reports/status-report.service';
import { createStatusReportDelivery } from './modules/status-reports/status-report-delivery';
import { userServiceFor } from './modules/users/user-service-for';
import { createVoucherService } from './modules/vouchers/voucher.service';
import { createSiretLookupService } from './registry/siret-lookup.service';
// Healthcare professionals
import { createHealthProfessionalsService } from './sante/health-professionals.service';
import type { AppDeps } from './types';

/**
 * Every service of the API, built once from the dependencies and handed to the routes
 * (`app.services`): routes call services and never open the database or a repository themselves.
 */
export function createServices(deps: AppDeps) {
  const { db, clock, messaging, config } = deps;
  const scaSecret = loadScaSecret(config);
  // Shared by the user service, which lists the user's requests and keeps valid offer codes.
  const signupRequests = createSignupRequestService(deps);
  const vouchers = createVoucherService(deps);
  // Completion starts the capital deposit inside its own transaction.
  const capitalDeposits = createCapitalDepositService(deps);
  // One journal for every module that records what it does.
  const audit = createAuditJournal({ clock });
  return {
    audit,
    auditChain: { verify: () => verifyChain(db) },
    backofficeCases: createBackofficeCaseService({ ...deps, audit }),
    operatorSessions: createOperatorSessionService({ db, clock, config, audit }),
    // Back-office queues and dashboard.
    backofficeQueues: createQueueService({ ...deps, audit }),
    backofficeDashboard: createDashboardService(deps),
    appCheck: createAppCheckService({ db, clock, secret: config.appCheck.secret }),
    capitalDeposits,
    companies: createCompanyService(deps),
    completion: createCompletionService({ ...deps, capitalDeposits }),
    contact: createContactService(deps),
    documents: deps.documents,
    health: createHealthService(deps),
    kyc: createKycService(deps),
    loginFailures: createLoginFailures(deps),
    mandates: createMandateService(deps),
    openingFlags: createOpeningFlagsService(deps),
    // The outbox page (developers only) reads the kept messages.
    outbox: messaging,
    registry: deps.registry,
    reminders: createReminderService(deps),
    representatives: createRepresentativeService(deps),
    rib: createRibService(deps),
    sca: createScaService({ db, clock, messaging, secret: scaSecret, publicApiUrl: config.publicApiUrl }),
    scaApp: createScaAppService({ db, clock, secret: scaSecret }),
    sessions: createSessionService(deps),
    signupRequests,
    siretLookup: createSiretLookupService(deps),
    users: userServiceFor(deps, { vouchers, signupRequests }),
    vouchers,
    // The insurer's side: partner tokens and requests, status reports and their delivery.
    partnerTokens: createPartnerTokenService({
      db,
      clock,
      audit,
      ttlSeconds: config.partners.tokenTtlSeconds,
    }),
    partnerRequests: createPartnerRequestService({ db, clock, config, messaging, audit }),
    // The partner's link: a new one for a customer whose link expired or was used.
    linkRenewal: createLinkRenewalService({ db, config, messaging, audit }),
    statusReports: createStatusReportService({ db, clock, audit, settings: config.statusReports }),
    statusReportDelivery: createStatusReportDelivery({ ...deps, settings: config.statusReports }),
    // Decisions on openings and the customer's application page.
    decisions: createDecisionService({ ...deps, audit }),
    application: createApplicationService({ ...deps, audit }),
    // Healthcare professionals: the RPPS / ADELI and FINESS directories
    healthProfessionals: createHealthProfessionalsService(deps),
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
