import { notFound } from '../errors';
import type { App } from '../types';
import getRibPdf from './accounts/get-rib-pdf';
import postAnalyticsErrors from './analytics/post-analytics-errors';
import postAnalyticsRecordings from './analytics/post-analytics-recordings';
import getChallenge from './app-check/get-challenge';
import postToken from './app-check/post-token';
import getApplication from './application/get-application';
import getAskedDocuments from './application/get-asked-documents';
import postAskedDocument from './application/post-asked-document';
import postRequestedDocument from './application/post-requested-document';
import deleteBackofficeSession from './backoffice/delete-session';
import getBackofficeAnalyticsRecording from './backoffice/get-analytics-recording';
import getBackofficeAnalyticsRecordings from './backoffice/get-analytics-recordings';
import getBackofficeAuditVerify from './backoffice/get-audit-verify';
import getBackofficeCase from './backoffice/get-case';
import getBackofficeCaseCapitalDeposit from './backoffice/get-case-capital-deposit';
import getBackofficeCaseDecisions from './backoffice/get-case-decisions';
import getBackofficeCaseDocument from './backoffice/get-case-document';
import getBackofficeCaseExport from './backoffice/get-case-export';
import getBackofficeCaseFlags from './backoffice/get-case-flags';
import getBackofficeCaseIdentityMeasures from './backoffice/get-case-identity-measures';
import getBackofficeCaseRisk from './backoffice/get-case-risk';
import getBackofficeCaseScreeningHits from './backoffice/get-case-screening-hits';
import getBackofficeCases from './backoffice/get-cases';
// Back-office queues and dashboard.
import getBackofficeDashboard from './backoffice/get-dashboard';
import getBackofficeOperators from './backoffice/get-operators';
import getBackofficeQueue from './backoffice/get-queue';
import getBackofficeScreeningHits from './backoffice/get-screening-hits';
import getBackofficeScreeningRuns from './backoffice/get-screening-runs';
import getBackofficeSession from './backoffice/get-session';
import getBackofficeFailedStatusReports from './backoffice/get-status-reports-failed';
import postBackofficeCaseApprove from './backoffice/post-case-approve';
import postBackofficeCaseClaim from './backoffice/post-case-claim';
import postBackofficeCaseClose from './backoffice/post-case-close';
import postBackofficeDepositTransferConfirm from './backoffice/post-case-deposit-transfer-confirm';
import postBackofficeDepositTransferDecline from './backoffice/post-case-deposit-transfer-decline';
import postBackofficeDepositTransferRelease from './backoffice/post-case-deposit-transfer-release';
import postBackofficeDepositTransferReturn from './backoffice/post-case-deposit-transfer-return';
import postBackofficeCaseDocumentDecision from './backoffice/post-case-document-decision';
import postBackofficeCaseFirstTransfer from './backoffice/post-case-first-transfer';
import postBackofficeCaseFirstTransferConfirm from './backoffice/post-case-first-transfer-confirm';
import postBackofficeCaseLegalHold from './backoffice/post-case-legal-hold';
import postBackofficeCaseLegalHoldLift from './backoffice/post-case-legal-hold-lift';
import postBackofficeCaseOpen from './backoffice/post-case-open';
import postBackofficeCaseRefuse from './backoffice/post-case-refuse';
import postBackofficeCaseRelease from './backoffice/post-case-release';
import postBackofficeCaseReview from './backoffice/post-case-review';
import postBackofficeCaseRiskRate from './backoffice/post-case-risk-rate';
import postBackofficeInvitationAccept from './backoffice/post-invitation-accept';
import postBackofficeInvitationLookup from './backoffice/post-invitation-lookup';
import postBackofficeOperatorDisable from './backoffice/post-operator-disable';
import postBackofficeOperatorInvitation from './backoffice/post-operator-invitation';
import postBackofficeInvitationProposalConfirm from './backoffice/post-operator-invitation-proposal-confirm';
import postBackofficeInvitationProposalDecline from './backoffice/post-operator-invitation-proposal-decline';
import postBackofficeOperatorRoleGrant from './backoffice/post-operator-role-grant';
import postBackofficeOperatorRoleGrantConfirm from './backoffice/post-operator-role-grant-confirm';
import postBackofficeOperatorSecondFactorReset from './backoffice/post-operator-second-factor-reset';
import postBackofficeQueueClaim from './backoffice/post-queue-claim';
import postBackofficeQueueDone from './backoffice/post-queue-done';
import postBackofficeQueueRelease from './backoffice/post-queue-release';
import postBackofficeScreeningHitConfirm from './backoffice/post-screening-hit-confirm';
import postBackofficeScreeningHitDisposition from './backoffice/post-screening-hit-disposition';
import postBackofficeSession from './backoffice/post-session';
import postBackofficeStatusReportReplay from './backoffice/post-status-report-replay';
import putBackofficeCaseDepositRegistration from './backoffice/put-case-deposit-registration';
import postTransfer from './bank-feed/post-transfer';
import getCapitalDeposit from './capital-deposit/get-capital-deposit';
import getCertificatePdf from './capital-deposit/get-certificate-pdf';
import postKbis from './capital-deposit/post-kbis';
import putRegistration from './capital-deposit/put-registration';
import deleteInformationExchangeConsent from './companies/delete-information-exchange-consent';
import deleteCompanyDocument from './companies/documents/delete-company-document';
import deleteCompanySlot from './companies/documents/delete-company-slot';
import getCompanyDocuments from './companies/documents/get-company-documents';
import getCompanySlotDocuments from './companies/documents/get-company-slot-documents';
import postCompanyDocument from './companies/documents/post-company-document';
import getCompanyEstablishments from './companies/establishments/get-company-establishments';
import getValidateRepresentatives from './companies/get-validate-representatives';
import getCompanyKyc from './companies/kyc/get-company-kyc';
import getKycQuestions from './companies/kyc/get-kyc-questions';
import putCompanyKyc from './companies/kyc/put-company-kyc';
import postCompanySiret from './companies/lookup/post-company-siret';
import deleteMandate from './companies/mandate/delete-mandate';
import patchMandate from './companies/mandate/patch-mandate';
import postMandate from './companies/mandate/post-mandate';
import postCompany from './companies/post-company';
import postCompanyComplete from './companies/post-company-complete';
import putCompany from './companies/put-company';
import getCompaniesSearch from './companies/search/get-companies-search';
import postCompanyCertification from './company-certification/post-company-certification';
import getConfig from './config/get-config';
import postContact from './contact/post-contact';
import postDataExport from './data-rights/post-data-export';
import postErasure from './data-rights/post-erasure';
import getOutbox from './dev/get-outbox';
import deleteDocument from './documents/delete-document';
import getDocument from './documents/get-document';
import getHealth from './health/get-health';
// Healthcare professionals
import getCompanyHealthLinks from './health-professionals/get-company-health-links';
import getHealthBadges from './health-professionals/get-health-badges';
import getLegalForms from './legal-forms/get-legal-forms';
import getNafcode from './nafcode/get-nafcode';
import postWithdraw from './openings/post-withdraw';
import getPartnerEvents from './partner/get-events';
import getPartnerSignupRequest from './partner/get-signup-request';
import getPartnerSignupRequests from './partner/get-signup-requests';
import postOauthToken from './partner/post-oauth-token';
import postPartnerSignupRequest from './partner/post-signup-request';
import postPartnerSignupRequestWithdraw from './partner/post-signup-request-withdraw';
import getPscProfessionalStatus from './pro-sante-connect/get-psc-professional-status';
import postPscCallback from './pro-sante-connect/post-psc-callback';
import postPscDecoupled from './pro-sante-connect/post-psc-decoupled';
import postPscDecoupledPoll from './pro-sante-connect/post-psc-decoupled-poll';
import postPscLink from './pro-sante-connect/post-psc-link';
import postPscStart from './pro-sante-connect/post-psc-start';
import deleteRepresentative from './representatives/delete-representative';
import deleteRepresentativeDocument from './representatives/documents/delete-representative-document';
import getRepresentativeDocuments from './representatives/documents/get-representative-documents';
import getRepresentativeSlotDocuments from './representatives/documents/get-representative-slot-documents';
import postRepresentativeDocument from './representatives/documents/post-representative-document';
import getRepresentatives from './representatives/get-representatives';
import postRepresentative from './representatives/post-representative';
import putRepresentative from './representatives/put-representative';
import putRepresentativeLinkUser from './representatives/put-representative-linkuser';
import getPending from './sca/app/get-pending';
import postPair from './sca/app/post-pair';
import postRespond from './sca/app/post-respond';
import getAvailable from './sca/get-available';
import getChallengeStatus from './sca/get-challenge-status';
import getEnrollInit from './sca/get-enroll-init';
import getEnrollStatus from './sca/get-enroll-status';
import getTokens from './sca/get-tokens';
import postChallengeTrigger from './sca/post-challenge-trigger';
import postChallengeValidate from './sca/post-challenge-validate';
import postEnrollActivate from './sca/post-enroll-activate';
import getSignupRequest from './signup/get-signup-request';
import getSignupRequestCompany from './signup/get-signup-request-company';
import getSignupRequestCompanyDocuments from './signup/get-signup-request-company-documents';
import getSignupRequestUser from './signup/get-signup-request-user';
import getSignupRequestUserDocuments from './signup/get-signup-request-user-documents';
import postSignupRequest from './signup/post-signup-request';
// The partner's link: a new one for a customer whose link expired or was used.
import postSignupRequestNewLink from './signup/post-signup-request-new-link';
import deleteUserDocument from './user/documents/delete-user-document';
import getUserDocuments from './user/documents/get-user-documents';
import getUserSlotDocuments from './user/documents/get-user-slot-documents';
import postUserDocument from './user/documents/post-user-document';
import getUser from './user/get-user';
import getUserAuth from './user/get-user-auth';
import postLogout from './user/post-logout';
import postSignupReminder from './user/post-signup-reminder';
import postTokenExchange from './user/post-token-exchange';
import postUser from './user/post-user';
import postUserAuthLink from './user/post-user-auth-link';
import putUser from './user/put-user';
import postVoucherCheck from './voucher/post-voucher-check';

type RouteModule = (app: App) => Promise<void>;

/** Every route of the API, one file each (folders mirror the URLs), in the order a journey meets them. */
const ROUTES: RouteModule[] = [
  // The service itself, anonymous
  getHealth,
  getConfig,
  getChallenge,
  postToken,
  postVoucherCheck,
  postContact,
  postSignupReminder,
  // The account user
  postUser,
  getUserAuth,
  postUserAuthLink,
  postTokenExchange,
  postLogout,
  getUser,
  putUser,
  postUserDocument,
  getUserDocuments,
  getUserSlotDocuments,
  deleteUserDocument,
  // The company, from the register or typed in
  getCompaniesSearch,
  getCompanyEstablishments,
  postCompanySiret,
  getLegalForms,
  getNafcode,
  postCompany,
  putCompany,
  postCompanyCertification,
  postCompanyDocument,
  getCompanyDocuments,
  getCompanySlotDocuments,
  deleteCompanyDocument,
  deleteCompanySlot,
  // The KYC questionnaire
  getKycQuestions,
  getCompanyKyc,
  putCompanyKyc,
  // The people: representatives, shareholders and company mandates
  getRepresentatives,
  postRepresentative,
  putRepresentative,
  deleteRepresentative,
  putRepresentativeLinkUser,
  postRepresentativeDocument,
  getRepresentativeDocuments,
  getRepresentativeSlotDocuments,
  deleteRepresentativeDocument,
  getValidateRepresentatives,
  postMandate,
  patchMandate,
  deleteMandate,
  // Completion and the bank details
  postCompanyComplete,
  getRibPdf,
  // The capital deposit of a company in formation, its certificate and the Kbis once registered
  getCapitalDeposit,
  getCertificatePdf,
  putRegistration,
  postKbis,
  // The bank's core system: incoming transfers (service credential, never a customer's token)
  postTransfer,
  // A document's file, whoever it belongs to
  getDocument,
  deleteDocument,
  // Strong customer authentication and the companion app
  getAvailable,
  getTokens,
  getEnrollInit,
  getEnrollStatus,
  postEnrollActivate,
  postChallengeTrigger,
  getChallengeStatus,
  postChallengeValidate,
  postPair,
  getPending,
  postRespond,
  // The bank's back-office: operators' session (cookie), the cases and the audit journal
  postBackofficeSession,
  getBackofficeSession,
  deleteBackofficeSession,
  getBackofficeCases,
  getBackofficeCase,
  getBackofficeCaseDocument,
  getBackofficeAuditVerify,
  // The insurer's side: the partner API (its own OAuth tokens), the status
  // reports' given-up deliveries in the back-office, the customer's withdrawal of the consent.
  postOauthToken,
  postPartnerSignupRequest,
  postPartnerSignupRequestWithdraw,
  getPartnerSignupRequests,
  getPartnerSignupRequest,
  getPartnerEvents,
  getBackofficeFailedStatusReports,
  postBackofficeStatusReportReplay,
  deleteInformationExchangeConsent,
  // The partner's link: a new one for a customer whose link expired or was used.
  postSignupRequestNewLink,
  // Decisions on cases and the lifecycle transitions they drive
  getBackofficeCaseDecisions,
  postBackofficeCaseReview,
  postBackofficeCaseDocumentDecision,
  postBackofficeCaseApprove,
  postBackofficeCaseRefuse,
  postBackofficeCaseFirstTransfer,
  postBackofficeCaseFirstTransferConfirm,
  postBackofficeCaseOpen,
  postBackofficeCaseClose,
  // The bank's legal hold on a case (docs/data-rights.md)
  postBackofficeCaseLegalHold,
  postBackofficeCaseLegalHoldLift,
  // An enrollment's capital deposit: held transfers released or returned (four-eyes), the registration
  getBackofficeCaseCapitalDeposit,
  postBackofficeDepositTransferRelease,
  postBackofficeDepositTransferReturn,
  postBackofficeDepositTransferConfirm,
  postBackofficeDepositTransferDecline,
  putBackofficeCaseDepositRegistration,
  // A case's flags, each explained
  getBackofficeCaseFlags,
  getBackofficeScreeningRuns,
  getBackofficeScreeningHits,
  getBackofficeCaseScreeningHits,
  postBackofficeScreeningHitDisposition,
  postBackofficeScreeningHitConfirm,
  // The customer's application page and the documents asked again
  getApplication,
  postWithdraw,
  postErasure,
  postDataExport,
  postRequestedDocument,
  // Compliance: the risk rating, the documents enhanced due diligence asks of the customer.
  getAskedDocuments,
  postAskedDocument,
  getBackofficeCaseRisk,
  postBackofficeCaseRiskRate,
  getBackofficeCaseIdentityMeasures,
  getBackofficeCaseExport,
  // Back-office queues and dashboard.
  getBackofficeQueue,
  postBackofficeQueueClaim,
  getBackofficeOperators,
  postBackofficeOperatorDisable,
  postBackofficeOperatorRoleGrant,
  postBackofficeOperatorRoleGrantConfirm,
  postBackofficeOperatorInvitation,
  postBackofficeInvitationProposalConfirm,
  postBackofficeInvitationProposalDecline,
  postBackofficeOperatorSecondFactorReset,
  postBackofficeInvitationLookup,
  postBackofficeInvitationAccept,
  postBackofficeCaseClaim,
  postBackofficeCaseRelease,
  postBackofficeQueueRelease,
  postBackofficeQueueDone,
  getBackofficeDashboard,
  // Healthcare professionals: company links and search badges from the RPPS / ADELI and FINESS directories
  getCompanyHealthLinks,
  getHealthBadges,
  // Sign-in with Pro Santé Connect.
  postPscStart,
  postPscCallback,
  postPscLink,
  getPscProfessionalStatus,
  postPscDecoupled,
  postPscDecoupledPoll,
  // Consented analytics: the visitor's recordings and errors, the operators' list and viewer.
  postAnalyticsRecordings,
  postAnalyticsErrors,
  getBackofficeAnalyticsRecordings,
  getBackofficeAnalyticsRecording,
];

/** Resuming an opening request: all of it answers 404 when the feature is off. */
const SIGNUP_REQUEST_ROUTES: RouteModule[] = [
  getSignupRequest,
  getSignupRequestUser,
  getSignupRequestUserDocuments,
  getSignupRequestCompany,
  getSignupRequestCompanyDocuments,
  // Several openings per person: another opening from the home page.
  postSignupRequest,
];

/** Developer tools, never in production: the outbox page. */
const DEVELOPER_ROUTES: RouteModule[] = [getOutbox];

export async function registerRoutes(app: App): Promise<void> {
  const { config } = app.deps;
  for (const route of ROUTES) await app.register(route);
  await app.register(async (scope: App) => {
    scope.addHook('onRequest', async () => {
      if (!config.features.signupRequest) throw notFound('signup request');
    });
    for (const route of SIGNUP_REQUEST_ROUTES) await scope.register(route);
  });
  if (config.env !== 'production' && config.mail.transport === 'outbox') {
    for (const route of DEVELOPER_ROUTES) await app.register(route);
  }
}
