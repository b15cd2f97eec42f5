import { z } from 'zod';
import { OPENING_STATUSES } from '../rules/opening-status';
import { RISK_TIERS } from '../rules/risk/risk-table';
import { OPENING_FLAG_CODES } from '../tables/opening-flags';
import { CASE_ROLES, OPERATOR_ROLES, type OperatorRole } from '../tables/operator-roles';
import { JOURNEYS } from '../tables/registration-types';
import { analyticsBackofficeContracts } from './analytics.contract';
import { AuditVerifyReplySchema } from './audit-journal.contract';
import { DashboardQuerySchema, DashboardReplySchema } from './backoffice-dashboard.contract';
import { BACKOFFICE_DEPOSIT_ROUTE_ROLES, backofficeDepositContracts } from './backoffice-deposit.contract';
import {
  QueueDoneSchema,
  QueueItemReplySchema,
  QueueListQuerySchema,
  QueueListReplySchema,
} from './backoffice-queues.contract';
import {
  CASE_ASSIGNMENT_ROUTE_ROLES,
  CaseAssignmentSchema,
  CaseServiceLevelSchema,
  caseAssignmentContracts,
} from './case-assignment.contract';
import { CASE_FLAGS_ROUTE_ROLES, caseFlagsContracts } from './case-flags.contract';
import { COMPLIANCE_ROUTE_ROLES, complianceBackofficeContracts } from './compliance.contract';
import { DECISION_ROUTE_ROLES, decisionContracts } from './decisions.contract';
// Healthcare professionals
import { CaseHealthReplySchema } from './health.contract';
import { LEGAL_HOLD_ROUTE_ROLES, LegalHoldReplySchema, legalHoldContracts } from './legal-hold.contract';
import {
  type AnonymousBackofficeRouteKey,
  OPERATOR_INVITATION_ROUTE_ROLES,
  operatorInvitationContracts,
} from './operator-invitations.contract';
import { OPERATOR_ROUTE_ROLES, operatorContracts } from './operators.contract';
import { statusReportBackofficeContracts } from './partner.contract';
import { PscEvidenceSchema } from './pro-sante-connect.contract';
import type { RouteTable } from './route-contract';
import { SCREENING_ROUTE_ROLES, screeningContracts } from './screening.contract';

/** Flags a case can carry: the opening flags' table (tables/opening-flags.ts). */
export const CASE_FLAGS = OPENING_FLAG_CODES;
export type CaseFlag = (typeof CASE_FLAGS)[number];

/** The signed-in operator and the token every state-changing call sends back (x-csrf-token). */
export const OperatorSessionReplySchema = z.object({
  operator: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(OPERATOR_ROLES),
  }),
  csrf_token: z.string(),
  /** The session ends after this many seconds without a call. */
  idle_timeout_seconds: z.number().int(),
});
export type OperatorSessionReply = z.infer<typeof OperatorSessionReplySchema>;

/** Sign-in: e-mail, password and the second factor (a 6-digit TOTP code or a recovery code). */
export const OperatorSignInSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  code: z.string().trim().min(1).max(64),
});
export type OperatorSignIn = z.infer<typeof OperatorSignInSchema>;

/** The case list's query: filters, search, sort and page. */
export const CaseListQuerySchema = z.object({
  status: z.enum(OPENING_STATUSES).optional(),
  journey: z.enum(JOURNEYS).optional(),
  flag: z.enum(CASE_FLAGS).optional(),
  /** Only cases whose latest risk rating is of this tier. */
  tier: z.enum(RISK_TIERS).optional(),
  /** Only cases past the service level (submitted more than the SLA's working days ago). */
  overdue: z.enum(['true', 'false']).optional(),
  /** Only cases opened at least this many days ago. */
  older_than_days: z.coerce.number().int().min(0).max(3650).optional(),
  /** Only the cases the signed-in operator works ("my cases"). */
  assignee: z.enum(['me']).optional(),
  /** Start of the company's name (accents and case aside), SIREN (9 digits) or e-mail. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['oldest', 'newest']).default('oldest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CaseListQuery = z.input<typeof CaseListQuerySchema>;

/**
 * The asset-freeze screening's state on a case, as the case list shows it: a hit awaits its
 * disposition (`open`), or a true match froze the case (`confirmed`); null when nothing is to decide.
 */
export const CASE_SCREENING_STATES = ['open', 'confirmed'] as const;
export type CaseScreeningState = (typeof CASE_SCREENING_STATES)[number];

export const CaseSummaryReplySchema = z.object({
  id: z.string(),
  company_name: z.string(),
  siren: z.string().nullable(),
  journey: z.enum(JOURNEYS),
  status: z.enum(OPENING_STATUSES),
  flags: z.array(z.enum(CASE_FLAGS)),
  screening: z.enum(CASE_SCREENING_STATES).nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  /** Working days since submission (null before it). */
  age_working_days: z.number().int().nullable(),
  overdue: z.boolean(),
  /** Who works the case now, if anyone. */
  assignment: CaseAssignmentSchema.nullable(),
  /** The service level in working days, paused while the customer is asked for something. */
  service_level: CaseServiceLevelSchema.nullable(),
});
export type CaseSummaryReply = z.infer<typeof CaseSummaryReplySchema>;

/** Matches are counted up to this many: a broad filter does not count 100 000 rows on each page. */
export const CASE_COUNT_CAP = 1000;

export const CaseListReplySchema = z.object({
  items: z.array(CaseSummaryReplySchema),
  /** Matches, counted up to CASE_COUNT_CAP (then `capped` is true and there are more). */
  total: z.number().int(),
  capped: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  sla_working_days: z.number().int(),
});
export type CaseListReply = z.infer<typeof CaseListReplySchema>;

const AddressReplySchema = z.object({
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});

/** The company as declared and as the register knows it; `differences` names the fields that differ. */
const CompanyFactsSchema = z.object({
  name: z.string(),
  legal_form: z.string().nullable(),
  naf: z.string().nullable(),
  address: AddressReplySchema.nullable(),
});
export const CASE_COMPARED_FIELDS = ['name', 'legal_form', 'naf', 'address'] as const;

/**
 * A natural person's own due diligence as they answered it (null: not asked or not answered yet,
 * never read as a no): identity, birth, home, politically exposed, US person, tax residence, and
 * their RPPS / ADELI number.
 */
export const CasePersonDueDiligenceSchema = z.object({
  nationality: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_place: z.object({ city: z.string(), zip: z.string().nullable(), country: z.string() }).nullable(),
  home_address: AddressReplySchema.nullable(),
  is_pep: z.boolean().nullable(),
  pep_function: z.string().nullable(),
  pep_country: z.string().nullable(),
  is_fatca: z.boolean().nullable(),
  us_tin: z.string().nullable(),
  has_foreign_tax_country: z.boolean().nullable(),
  foreign_tax_country: z.string().nullable(),
  professional_number: z.string().nullable(),
});
export type CasePersonDueDiligence = z.infer<typeof CasePersonDueDiligenceSchema>;

export const CaseDetailReplySchema = z.object({
  summary: CaseSummaryReplySchema,
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  company: z.object({
    siren: z.string().nullable(),
    siret: z.string().nullable(),
    /** The share capital and its number of shares, as declared (null: a business without). */
    capital_amount: z.string().nullable(),
    number_of_shares: z.number().int().nullable(),
    /** A sole trader's home is at the practice (null for a company). */
    home_is_practice: z.boolean().nullable(),
    declared: CompanyFactsSchema,
    /** Null when the company has no SIRET or the register does not know it (or is unreachable). */
    register: CompanyFactsSchema.nullable(),
    differences: z.array(z.enum(CASE_COMPARED_FIELDS)),
  }),
  people: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['person', 'company']),
      name: z.string(),
      is_user: z.boolean(),
      is_legal_representative: z.boolean(),
      is_shareholder: z.boolean(),
      is_beneficial_owner: z.boolean(),
      is_pep: z.boolean(),
      shares: z.number(),
      /** The holding as a share of the company's shares, 2 decimals (null: no share count). */
      percentage: z.number().nullable(),
      /** A natural person's own due diligence (null for a company). */
      due_diligence: CasePersonDueDiligenceSchema.nullable(),
    }),
  ),
  kyc: z.array(z.object({ question: z.string(), answer: z.string() })),
  documents: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      /** Its label in the caller's language. */
      label: z.string(),
      subject_type: z.enum(['user', 'company', 'representative', 'mandate']),
      subject_name: z.string(),
      file_name: z.string(),
      mime_type: z.string(),
      size: z.number().int(),
      created_at: z.string(),
    }),
  ),
  timeline: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      actor_type: z.enum(['customer', 'operator', 'system', 'partner']),
      actor_name: z.string().nullable(),
      action: z.string(),
    }),
  ),
  /** Healthcare professionals: RPPS / ADELI verifications and the company's directory links. */
  health: CaseHealthReplySchema,
  /**
   * The account user's professional status as Pro Santé Connect vouched for it (eIDAS low), with
   * the practice chosen: evidence of status, never of identity. Null without such a sign-in.
   */
  professional_status: PscEvidenceSchema.nullable(),
  /** A true match was confirmed: the case is refused and no action is taken on it any more. */
  frozen: z.boolean(),
  /** The bank's legal hold while it stands (who, when, why): nothing of the case is purged. */
  legal_hold: LegalHoldReplySchema.nullable(),
});
export type CaseDetailReply = z.infer<typeof CaseDetailReplySchema>;

/** The bank's back-office: operators' session, the cases and the audit journal. */
export const backofficeContracts = {
  'POST /backoffice/session': {
    doc: {
      summary: 'Operator sign-in',
      description:
        "E-mail, password and the second factor (TOTP): sets the `bo_session` cookie and answers the operator and the session's CSRF token. Failed attempts are limited.",
      refusals: [401],
    },
    reply: OperatorSessionReplySchema,
    body: OperatorSignInSchema,
  },
  'GET /backoffice/session': {
    doc: {
      summary: 'The signed-in operator',
      description: "The operator and the session's CSRF token (the app reads it again after a reload).",
    },
    reply: OperatorSessionReplySchema,
  },
  'DELETE /backoffice/session': {
    doc: {
      summary: 'Operator sign-out',
      description: 'The session ends on the server and the cookie is cleared.',
    },
    reply: null,
    statuses: [204],
  },
  'GET /backoffice/cases': {
    doc: { summary: 'The cases', description: 'The openings: filters, search, sort by age and pages.' },
    reply: CaseListReplySchema,
    query: CaseListQuerySchema,
  },
  'GET /backoffice/cases/{caseId}': {
    doc: {
      summary: 'One case',
      description:
        'The case page, read only: company, people, documents, answers, flags. The view is recorded in the audit journal.',
    },
    reply: CaseDetailReplySchema,
  },
  // The file itself, to the operator's viewer (each view is recorded in the audit journal).
  'GET /backoffice/cases/{caseId}/documents/{documentId}': {
    doc: {
      summary: "One of a case's files",
      description: "The file for the operator's viewer (inline); each view is recorded in the audit journal.",
    },
    reply: null,
  },
  'GET /backoffice/audit/verify': {
    doc: {
      summary: 'Verify the audit journal',
      description:
        "The audit journal's integrity checked now against its keys and checkpoints (auditors and supervisors).",
    },
    reply: AuditVerifyReplySchema,
  },
  // The insurer's side: status reports whose delivery gave up.
  ...statusReportBackofficeContracts,
  // Decisions on cases and the lifecycle transitions (decisions.contract.ts).
  ...decisionContracts,
  // An enrollment's capital deposit and its held transfers; a case's flags explained.
  ...backofficeDepositContracts,
  ...caseFlagsContracts,
  // Asset-freeze and sanctions screening: the rescreens of the base.
  ...screeningContracts,
  // Compliance: the risk rating, identification measures, the regulator's export.
  ...complianceBackofficeContracts,
  // Queues (contact messages, call-back requests) and the dashboard.
  'GET /backoffice/queues/{queue}': {
    doc: {
      summary: 'A work queue',
      description: "A queue's items in one state (open, claimed, done), oldest first, by pages.",
    },
    reply: QueueListReplySchema,
    query: QueueListQuerySchema,
  },
  'POST /backoffice/queues/{queue}/{itemId}/claim': {
    doc: {
      summary: 'Claim a queue item',
      description: 'Takes an item; 409 when another operator holds it or it is done. Journaled.',
      refusals: [409],
    },
    reply: QueueItemReplySchema,
  },
  'POST /backoffice/queues/{queue}/{itemId}/release': {
    doc: {
      summary: 'Release a queue item',
      description: 'Hands an item back to its queue (its holder, or a supervisor). Journaled.',
      refusals: [409],
    },
    reply: QueueItemReplySchema,
  },
  'POST /backoffice/queues/{queue}/{itemId}/done': {
    doc: {
      summary: 'Close a queue item',
      description: 'Closes the item the operator holds, with a note of what was done. Journaled.',
      refusals: [409],
    },
    reply: QueueItemReplySchema,
    body: QueueDoneSchema,
  },
  'GET /backoffice/dashboard': {
    doc: {
      summary: 'The dashboard',
      description: 'Openings per status and the time from submission to opening, over a period.',
    },
    reply: DashboardReplySchema,
    query: DashboardQuerySchema,
  },
  // Consented analytics: the session recordings.
  ...analyticsBackofficeContracts,
  // The administrators' management of operators (operators.contract.ts).
  ...operatorContracts,
  ...operatorInvitationContracts,
  // Who works a case (case-assignment.contract.ts).
  ...caseAssignmentContracts,
  ...legalHoldContracts,
} as const satisfies RouteTable;

export type BackofficeRouteKey = keyof typeof backofficeContracts;

// An administrator manages operators and sees no case: "every role" of a case's route is the case roles.
const EVERY_ROLE = CASE_ROLES;
const QUEUE_WORKERS: readonly OperatorRole[] = ['reviewer', 'supervisor'];

/**
 * Which roles reach each back-office route (sign-in and the one-time links are anonymous). The API refuses any
 * other role with 403; the back-office app hides what the signed-in role cannot reach.
 */
export const BACKOFFICE_ROUTE_ROLES: Readonly<
  Record<Exclude<BackofficeRouteKey, AnonymousBackofficeRouteKey>, readonly OperatorRole[]>
> = {
  'GET /backoffice/session': OPERATOR_ROLES,
  'DELETE /backoffice/session': OPERATOR_ROLES,
  'GET /backoffice/cases': EVERY_ROLE,
  'GET /backoffice/cases/{caseId}': EVERY_ROLE,
  'GET /backoffice/cases/{caseId}/documents/{documentId}': EVERY_ROLE,
  // The journal's integrity is the auditors' and supervisors' concern, not the reviewers'.
  'GET /backoffice/audit/verify': ['auditor', 'supervisor'],
  // The insurer's side: every operator sees given-up status reports; a supervisor replays them.
  'GET /backoffice/status-reports/failed': EVERY_ROLE,
  'POST /backoffice/status-reports/{reportId}/replay': ['supervisor'],
  // Decisions on cases and the lifecycle transitions (decisions.contract.ts).
  ...DECISION_ROUTE_ROLES,
  ...BACKOFFICE_DEPOSIT_ROUTE_ROLES,
  ...CASE_FLAGS_ROUTE_ROLES,
  ...SCREENING_ROUTE_ROLES,
  // Compliance: the risk rating, identification measures, the regulator's export.
  ...COMPLIANCE_ROUTE_ROLES,
  // Queues: reviewers and supervisors work them, auditors read them.
  'GET /backoffice/queues/{queue}': EVERY_ROLE,
  'POST /backoffice/queues/{queue}/{itemId}/claim': QUEUE_WORKERS,
  'POST /backoffice/queues/{queue}/{itemId}/release': QUEUE_WORKERS,
  'POST /backoffice/queues/{queue}/{itemId}/done': QUEUE_WORKERS,
  'GET /backoffice/dashboard': EVERY_ROLE,
  // Consented analytics: visitors' sessions are no part of working a case, so reviewers do not
  // see them; supervisors look into the journey's problems, auditors check. Viewing is journaled.
  'GET /backoffice/analytics/recordings': ['supervisor', 'auditor'],
  'GET /backoffice/analytics/recordings/{recordingId}': ['supervisor', 'auditor'],
  // The operators: administrators only (operators.contract.ts).
  ...OPERATOR_ROUTE_ROLES,
  ...OPERATOR_INVITATION_ROUTE_ROLES,
  ...CASE_ASSIGNMENT_ROUTE_ROLES,
  ...LEGAL_HOLD_ROUTE_ROLES,
};

export const roleMayCall = (
  role: OperatorRole,
  key: Exclude<BackofficeRouteKey, AnonymousBackofficeRouteKey>,
): boolean => BACKOFFICE_ROUTE_ROLES[key].includes(role);
