import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ABANDONED_RETENTION_DAYS, MINIMUM_RECORDS_KEPT_YEARS } from '@app/domain';
import { z } from 'zod';
import { AUDIT_KEY_MIN_BYTES, decodeAuditKey } from './audit/audit-keys';
import { loadLogoSvg } from './brand/logo-svg';
import { isNetwork } from './http-out/allowed-networks';
import {
  DEMO_IDENTITY,
  operatorCookieSecure,
  PLACEHOLDER_BANK,
  unsafeProductionSettings,
} from './production-settings';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

/** A list of texts that may hold commas (a price's inclusions): separated by "|". */
const textListFromEnv = z.string().transform((value) =>
  value
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

const listFromEnv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

/** A key of the audit journal; the message never repeats the value. */
const auditKeyFromEnv = z
  .string()
  .refine(
    (text) => decodeAuditKey(text) !== null,
    `must be at least ${AUDIT_KEY_MIN_BYTES} bytes encoded in base64`,
  );

/** Every setting the API reads; nothing else in the API touches process.env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  /** API processes sharing the port: a number, or auto for one per core. */
  API_WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: one readable line per entry (development's default); json: one JSON object per line (elsewhere). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** The Prometheus metrics' own port (GET /metrics); none: no metrics listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The metrics listener's address; loopback by default. Off loopback, METRICS_TOKEN is required. */
  METRICS_HOST: z.string().min(1).default('localhost'),
  /**
   * Where the API's unexpected errors (500s) are reported, a Sentry-protocol DSN; none: not
   * reported. Production refuses one that is not https, but on loopback.
   */
  ERROR_REPORTING_DSN: z.url().optional(),
  /** A bearer token the scraper must send to the metrics listener. */
  METRICS_TOKEN: z.string().min(16).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_API_URL: z.string().url().default('http://localhost:8081'),
  WEB_ORIGIN: listFromEnv.default(['http://localhost:8080']),
  CUSTOMER_SPACE_URL: z.string().url().default('https://espace-client.example.com/'),
  /**
   * Proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For is believed; the
   * client address of a call is then the last one none of them added. Empty: the header is
   * ignored and the connection's address counts, so a caller cannot pick its own.
   */
  TRUSTED_PROXIES: listFromEnv.default([]),
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 12),
  /** A bearer token unused for this long is refused (the web then asks for the password again). */
  SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  /** 32-byte key, base64. Without it a key file is created under DATA_DIR (embedded default only). */
  DOCUMENT_ENCRYPTION_KEY: z.string().optional(),
  /** Where document bytes go: the local disk under DATA_DIR, or an S3-compatible bucket. */
  DOCUMENT_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_PREFIX: z.string().default('documents/'),
  /** For S3-compatible stores; AWS S3 itself needs only the region. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('eu-west-3'),
  /** Without them the usual AWS credential chain applies (instance role, profile). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  APP_CHECK_MODE: z.enum(['enforce', 'report']).default('report'),
  APP_CHECK_SECRET: z.string().optional(),
  // The audit journal: sealed with a key held outside the database, its head anchored outside it
  // (docs/audit-journal.md).
  /**
   * The key that seals new entries and checkpoints (HMAC-SHA-256), base64 of at least 32 bytes.
   * Without it a key file is created under DATA_DIR (embedded default only); required in production.
   */
  AUDIT_KEY: auditKeyFromEnv.optional(),
  /** Earlier keys (base64, comma-separated), kept to verify what they sealed after a rotation. */
  AUDIT_KEYS: listFromEnv.pipe(z.array(auditKeyFromEnv)).default([]),
  /** The append-only file the signed checkpoints go to, one a line; DATA_DIR/audit-checkpoints.jsonl by default. */
  AUDIT_CHECKPOINT_FILE: z.string().min(1).optional(),
  /** A checkpoint is written once this many entries were added since the last one... */
  AUDIT_CHECKPOINT_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** ...or once this many minutes went by with entries added (and at every start and stop). */
  AUDIT_CHECKPOINT_MINUTES: z.coerce.number().positive().max(1440).default(5),
  /** Key that hashes SCA codes; without it a key file is created under DATA_DIR. */
  SCA_SECRET: z.string().min(32).optional(),
  LIMITED_LIABILITY_FORMS: listFromEnv.default(['ASS', 'AE', 'EI']),
  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1024 * 1024),
  UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_ENABLED: booleanFromEnv.default(true),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  /** How often the outbox retries the messages that are due (seconds). */
  OUTBOX_SWEEP_SECONDS: z.coerce.number().positive().default(30),
  MAIL_FROM: z.string().default('Ouverture de compte <ouverture@banque-partenaire.example>'),
  CONTACT_TEAM_EMAIL: z.email().default('equipe-ouverture@banque-partenaire.example'),
  SMS_TRANSPORT: z.enum(['outbox', 'ovh']).default('outbox'),
  // SMS provider: OVHcloud's SMS API (docs/decisions/014-sms-provider.md).
  SMS_API_URL: z.string().url().default('https://eu.api.ovh.com/1.0'),
  /** The SMS account's service name (sms-xx00000-1). */
  SMS_OVH_SERVICE_NAME: z.string().min(1).optional(),
  SMS_OVH_APPLICATION_KEY: z.string().min(1).optional(),
  SMS_OVH_APPLICATION_SECRET: z.string().min(1).optional(),
  SMS_OVH_CONSUMER_KEY: z.string().min(1).optional(),
  /** Alphanumeric sender shown on the phone (3 to 11 letters or digits, registered with the provider). */
  SMS_SENDER: z
    .string()
    .regex(/^(?=.*[A-Za-z])[A-Za-z0-9 ]{3,11}$/, '3 to 11 letters or digits, at least one letter')
    .optional(),
  /** One call to the provider waits this long for its answer. */
  SMS_TIMEOUT_SECONDS: z.coerce.number().positive().max(30).default(5),
  /** Calls per delivery attempt on transient errors (5xx, timeouts, 429), waiting longer each time. */
  SMS_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(3),
  /** The first wait between two calls (doubled each time; a 429's Retry-After wins). */
  SMS_RETRY_BASE_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  REGISTRY_PROVIDER: z.enum(['local', 'public-api']).default('local'),
  REGISTRY_API_URL: z.string().url().default('https://recherche-entreprises.api.gouv.fr'),
  BANK_NAME: z.string().default(DEMO_IDENTITY.BANK_NAME),
  BANK_BIC: z.string().default(PLACEHOLDER_BANK.BANK_BIC),
  BANK_CODE: z
    .string()
    .regex(/^\d{5}$/)
    .default(PLACEHOLDER_BANK.BANK_CODE),
  BANK_BRANCH_CODE: z
    .string()
    .regex(/^\d{5}$/)
    .default(PLACEHOLDER_BANK.BANK_BRANCH_CODE),
  BRAND_NAME: z.string().default('Pro Santé Banque'),
  BRAND_PRIMARY_COLOR: z.string().default('#0b4f6c'),
  /** The brand's commercial website (linked from the mobile notice); the web app itself by default. */
  BRAND_WEBSITE_URL: z.string().url().optional(),
  FEATURE_HELP: booleanFromEnv.default(false),
  FEATURE_LANGUAGE_CHANGE: booleanFromEnv.default(false),
  FEATURE_SIGNUP_REQUEST: booleanFromEnv.default(true),
  FEATURE_FORCED_LOGIN: booleanFromEnv.default(false),
  FEATURE_CONTACT: z.enum(['form', 'link', 'off']).default('form'),
  HELP_CENTER_URL: z.string().optional(),
  /** The bank's core system's bearer on the bank feed (POST /bank-feed/transfers); required in production. */
  BANK_FEED_TOKEN: z.string().min(1).optional(),
  /** Serve the OpenAPI page at /docs; on by default outside production only. */
  API_DOCS: booleanFromEnv.optional(),
  /** Moves the API's clock (milliseconds; fault drills, expiry checks). Refused in production. */
  CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
  /** A file holding that offset, read again while the API runs. Refused in production. */
  CLOCK_OFFSET_FILE: z.string().optional(),
  /** The bank's back-office app: the one origin allowed to call /backoffice/... with its cookie. */
  BACKOFFICE_ORIGIN: z.string().url().default('http://localhost:8082'),
  /** Working days after submission before a case shows as overdue. */
  BACKOFFICE_SLA_WORKING_DAYS: z.coerce.number().int().min(1).max(60).default(2),
  /** An operator's session ends after this many minutes without a call. */
  OPERATOR_IDLE_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** An operator's session ends this many hours after sign-in, however active (a working day at most). */
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(12).default(10),
  /** Hours an operator's invitation or second-factor reset link stays valid (a week at most). */
  OPERATOR_INVITATION_HOURS: z.coerce.number().int().min(1).max(168).default(72),
  /**
   * Secure cookies; on by default except for an API served over plain http on localhost
   * (development). Production refuses it off.
   */
  OPERATOR_COOKIE_SECURE: booleanFromEnv.optional(),
  // The insurer's side: partner API tokens and status reports (docs/partner-api.md).
  /** Lifetime of a partner's access token (client credentials). */
  PARTNER_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  /** The insurer's URL the status reports are posted to; none: reports wait, readable on GET /partner/v1/events. */
  /**
   * Pro Santé Connect's issuer (…/auth/realms/esante-wallet); none: sign-in with Pro Santé
   * Connect is off and its buttons are absent. Production refuses one that is not https.
   */
  PSC_ISSUER: z.url({ protocol: /^https?$/, error: 'an http or https URL' }).optional(),
  /** The client id the agency gave the service. */
  PSC_CLIENT_ID: z.string().min(1).optional(),
  /** The client secret (client_secret_basic); or PSC_CLIENT_PRIVATE_KEY_FILE for private_key_jwt. */
  PSC_CLIENT_SECRET: z.string().min(1).optional(),
  /** A PKCS#8 PEM file of the client's private key (private_key_jwt), in place of a secret. */
  PSC_CLIENT_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** Where the federation sends the practitioner back: the web app's callback page. */
  PSC_REDIRECT_URI: z.url().optional(),
  STATUS_REPORT_URL: z.url({ protocol: /^https?$/, error: 'an http or https URL' }).optional(),
  /**
   * The client id of the brand's insurer: the partner STATUS_REPORT_URL belongs to. It is posted
   * its own requests' reports and those of the openings started on the web (with the customer's
   * consent), and reads them on its feed; another partner reads its own on its feed only.
   */
  STATUS_REPORT_PARTNER: z.string().min(1).optional(),
  /** HMAC keys, comma-separated: every report is signed with each (two during a rotation); none: nothing is sent. */
  STATUS_REPORT_SECRETS: listFromEnv.default([]),
  /** How often the delivery worker looks for due reports. */
  STATUS_REPORT_INTERVAL_SECONDS: z.coerce.number().positive().default(5),
  /** First retry after this, doubling on each failure (capped at 6 h). */
  STATUS_REPORT_FIRST_RETRY_SECONDS: z.coerce.number().positive().default(30),
  /** A report not delivered this long after it was written is given up (listed in the back-office). */
  STATUS_REPORT_GIVE_UP_HOURS: z.coerce.number().positive().default(72),
  /** One attempt waits this long for the insurer's answer. */
  STATUS_REPORT_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** Whether the insurer also wants refusals reported. */
  STATUS_REPORT_REFUSED: booleanFromEnv.default(false),
  /**
   * The bank's own networks (addresses or CIDR ranges, comma-separated) a call to a partner's
   * endpoint may reach beside the public internet. Default: loopback outside production (the
   * stand-ins run there), none in production.
   */
  OUTBOUND_ALLOWED_NETWORKS: listFromEnv
    .pipe(z.array(z.string().refine(isNetwork, 'an address or a CIDR range')))
    .optional(),
  // Brand and legal notices: the price, the bank's and the brand's legal identity, the logo.
  // The defaults describe an invented demo bank; a production start refuses them.
  /** The account's monthly price (tax included), in PRICE_CURRENCY. */
  PRICE_MONTHLY_AMOUNT: z.coerce.number().nonnegative().default(9),
  PRICE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('EUR'),
  /** What the price includes, one item per "|", in each language. */
  PRICE_INCLUDES_FR: textListFromEnv.default([
    'Un compte courant professionnel avec IBAN français',
    'Une carte de paiement professionnelle',
    'Les virements et prélèvements SEPA illimités',
    'Un conseiller dédié aux professionnels de santé',
  ]),
  PRICE_INCLUDES_EN: textListFromEnv.default([
    'A business current account with a French IBAN',
    'A business payment card',
    'Unlimited SEPA transfers and direct debits',
    'An adviser dedicated to healthcare professionals',
  ]),
  PRICE_INCLUDES_DE: textListFromEnv.default([
    'Ein Geschäftskonto mit französischer IBAN',
    'Eine Geschäftskarte',
    'Unbegrenzte SEPA-Überweisungen und -Lastschriften',
    'Ein Berater für Gesundheitsberufe',
  ]),
  BANK_LEGAL_FORM: z.string().min(1).default('Société anonyme'),
  /** Share capital in whole euros. */
  BANK_CAPITAL: z.coerce.number().int().nonnegative().default(DEMO_IDENTITY.BANK_CAPITAL),
  BANK_REGISTERED_OFFICE: z.string().min(1).default(DEMO_IDENTITY.BANK_REGISTERED_OFFICE),
  BANK_RCS_NUMBER: z.string().min(1).default(DEMO_IDENTITY.BANK_RCS_NUMBER),
  BANK_RCS_CITY: z.string().min(1).default('Paris'),
  /** The bank's code on the ACPR register; BANK_CODE by default. */
  BANK_ACPR_CODE: z.string().min(1).optional(),
  BRAND_LEGAL_FORM: z.string().min(1).default('Société par actions simplifiée'),
  BRAND_REGISTERED_OFFICE: z.string().min(1).default(DEMO_IDENTITY.BRAND_REGISTERED_OFFICE),
  /** Only when the brand acts as an intermediary (ORIAS register number, 8 digits). */
  BRAND_ORIAS_NUMBER: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{8}$/))
    .optional(),
  /** The logo: an SVG text (starting with "<") or an SVG file's path; checked at start. */
  BRAND_LOGO_SVG: z.string().optional(),
  // Asset-freeze and sanctions screening (docs/screening.md).
  /** A listed entry scoring at least this (0.5 to 1) against a person or a company is a hit. */
  SCREENING_THRESHOLD: z.coerce.number().min(0.5).max(1).default(0.8),
  /** A hit scoring at least this is a strong one: clearing it takes a second operator. */
  SCREENING_HIGH_SCORE: z.coerce.number().min(0.5).max(1).default(0.95),
  /**
   * Threads a rescreen of the base scores in (0: the thread that reads and writes the pages);
   * `auto`: every core in the import command, one fewer in the API's process.
   */
  SCREENING_WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(0).max(64)]).default('auto'),
  // Consented analytics: how long recordings and front-end errors are kept, and a batch's size.
  // The retention of the customers' records (docs/data-rights.md).
  /** Days without activity before an opening never submitted is purged (its customer reminded 14 days before). */
  RETENTION_ABANDONED_DAYS: z.coerce
    .number()
    .int()
    .min(15)
    .max(3650)
    .default(DEFAULT_ABANDONED_RETENTION_DAYS),
  /** Years after the relationship ends before a refused or closed customer's records are purged; production refuses less than 5. */
  RETENTION_CLOSED_YEARS: z.coerce.number().int().min(1).max(30).default(MINIMUM_RECORDS_KEPT_YEARS),
  /** Minutes between two runs of the scheduled retention (one API process at a time runs it). */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(395).default(30),
  ANALYTICS_MAX_BATCH_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(5 * 1024 * 1024)
    .default(1024 * 1024),
});

/** Addresses only this machine reaches: metrics there need no token. */
const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/;

/** Outside production only: the loopback stand-ins of the partners' endpoints are reachable. */
export const DEVELOPMENT_ALLOWED_NETWORKS = ['127.0.0.0/8', '::1/128'];

/** Outside production only: the documented development credential of the bank feed (docs/capital-deposit.md). */
export const DEVELOPMENT_BANK_FEED_TOKEN = 'development-bank-feed-token';

export type Env = z.input<typeof EnvSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DOCUMENT_STORAGE === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid configuration:\nS3_BUCKET: required when DOCUMENT_STORAGE is s3');
  }
  if (e.SCREENING_HIGH_SCORE < e.SCREENING_THRESHOLD) {
    throw new Error('Invalid configuration:\nSCREENING_HIGH_SCORE: at least SCREENING_THRESHOLD');
  }
  if (e.METRICS_PORT !== undefined && !LOOPBACK_HOSTS.test(e.METRICS_HOST) && !e.METRICS_TOKEN) {
    throw new Error(
      'Invalid configuration:\nMETRICS_TOKEN: required when METRICS_HOST is not a loopback address (the metrics would be public)',
    );
  }
  if (e.ERROR_REPORTING_DSN && e.NODE_ENV === 'production') {
    const { protocol, hostname } = new URL(e.ERROR_REPORTING_DSN);
    if (protocol !== 'https:' && !LOOPBACK_HOSTS.test(hostname)) {
      throw new Error(
        'Invalid configuration:\nERROR_REPORTING_DSN: must be https (error reports would cross the network in clear)',
      );
    }
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    workers: e.API_WORKERS === 'auto' ? availableParallelism() : e.API_WORKERS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? ('pretty' as const) : ('json' as const)),
    metrics:
      e.METRICS_PORT === undefined
        ? null
        : { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    errorReportingDsn: e.ERROR_REPORTING_DSN ?? null,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? `file:${e.DATA_DIR.replace(/\/$/, '')}/app.db`,
    publicApiUrl: e.PUBLIC_API_URL.replace(/\/$/, ''),
    webOrigins: e.WEB_ORIGIN,
    customerSpaceUrl: e.CUSTOMER_SPACE_URL,
    trustedProxies: e.TRUSTED_PROXIES,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    documentEncryptionKey: e.DOCUMENT_ENCRYPTION_KEY,
    audit: {
      key: e.AUDIT_KEY,
      previousKeys: e.AUDIT_KEYS,
      checkpointFile: e.AUDIT_CHECKPOINT_FILE ?? join(e.DATA_DIR, 'audit-checkpoints.jsonl'),
      checkpointEveryEntries: e.AUDIT_CHECKPOINT_ENTRIES,
      checkpointEveryMs: e.AUDIT_CHECKPOINT_MINUTES * 60_000,
    },
    documentStorage: {
      kind: e.DOCUMENT_STORAGE,
      s3: {
        bucket: e.S3_BUCKET ?? '',
        prefix: e.S3_PREFIX,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        // Compatible stores usually serve buckets by path; AWS by virtual host.
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
      },
    },
    appCheck: { mode: e.APP_CHECK_MODE, secret: e.APP_CHECK_SECRET },
    sca: { secret: e.SCA_SECRET },
    limitedLiabilityForms: e.LIMITED_LIABILITY_FORMS,
    upload: { maxFileBytes: e.UPLOAD_MAX_FILE_BYTES, maxFiles: e.UPLOAD_MAX_FILES },
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    mail: {
      transport: e.MAIL_TRANSPORT,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      sweepIntervalMs: e.OUTBOX_SWEEP_SECONDS * 1000,
    },
    contact: { teamEmail: e.CONTACT_TEAM_EMAIL },
    sms: smsSettings(e),
    registry: { provider: e.REGISTRY_PROVIDER, apiUrl: e.REGISTRY_API_URL.replace(/\/$/, '') },
    bank: { name: e.BANK_NAME, bic: e.BANK_BIC, bankCode: e.BANK_CODE, branchCode: e.BANK_BRANCH_CODE },
    bankFeed: { token: e.BANK_FEED_TOKEN ?? DEVELOPMENT_BANK_FEED_TOKEN },
    brand: {
      name: e.BRAND_NAME,
      primaryColor: e.BRAND_PRIMARY_COLOR,
      websiteUrl: e.BRAND_WEBSITE_URL ?? e.WEB_ORIGIN[0] ?? 'http://localhost:8080',
      logoSvg: loadLogoSvg(e.BRAND_LOGO_SVG),
      legalForm: e.BRAND_LEGAL_FORM,
      registeredOffice: e.BRAND_REGISTERED_OFFICE,
      oriasNumber: e.BRAND_ORIAS_NUMBER ?? null,
    },
    // Brand and legal notices: the bank's legal identity and the price.
    bankIdentity: {
      name: e.BANK_NAME,
      legalForm: e.BANK_LEGAL_FORM,
      capital: { amount: e.BANK_CAPITAL, currency: 'EUR' },
      registeredOffice: e.BANK_REGISTERED_OFFICE,
      rcs: { number: e.BANK_RCS_NUMBER, city: e.BANK_RCS_CITY },
      acprCode: e.BANK_ACPR_CODE ?? e.BANK_CODE,
    },
    price: {
      monthlyAmount: e.PRICE_MONTHLY_AMOUNT,
      currency: e.PRICE_CURRENCY,
      includes: { fr: e.PRICE_INCLUDES_FR, en: e.PRICE_INCLUDES_EN, de: e.PRICE_INCLUDES_DE },
    },
    features: {
      help: e.FEATURE_HELP,
      languageChange: e.FEATURE_LANGUAGE_CHANGE,
      signupRequest: e.FEATURE_SIGNUP_REQUEST,
      forcedLogin: e.FEATURE_FORCED_LOGIN,
      contact: e.FEATURE_CONTACT,
    },
    helpCenterUrl: e.HELP_CENTER_URL,
    clock: { offsetMs: e.CLOCK_OFFSET_MS, offsetFile: e.CLOCK_OFFSET_FILE },
    backoffice: {
      origin: e.BACKOFFICE_ORIGIN.replace(/\/$/, ''),
      slaWorkingDays: e.BACKOFFICE_SLA_WORKING_DAYS,
      idleMinutes: e.OPERATOR_IDLE_MINUTES,
      maxSessionHours: e.OPERATOR_SESSION_MAX_HOURS,
      invitationHours: e.OPERATOR_INVITATION_HOURS,
      secureCookie: operatorCookieSecure(e),
    },
    // The insurer's side: partner API tokens and status reports.
    partners: { tokenTtlSeconds: e.PARTNER_TOKEN_TTL_SECONDS },
    statusReports: {
      url: e.STATUS_REPORT_URL,
      partner: e.STATUS_REPORT_PARTNER,
      secrets: e.STATUS_REPORT_SECRETS,
      intervalMs: e.STATUS_REPORT_INTERVAL_SECONDS * 1000,
      firstRetryMs: e.STATUS_REPORT_FIRST_RETRY_SECONDS * 1000,
      giveUpMs: e.STATUS_REPORT_GIVE_UP_HOURS * 3600 * 1000,
      timeoutMs: e.STATUS_REPORT_TIMEOUT_SECONDS * 1000,
      reportRefused: e.STATUS_REPORT_REFUSED,
    },
    // Calls to partners' endpoints: where they may go, https only in production.
    outbound: {
      allowedNetworks:
        e.OUTBOUND_ALLOWED_NETWORKS ?? (e.NODE_ENV === 'production' ? [] : DEVELOPMENT_ALLOWED_NETWORKS),
      httpsOnly: e.NODE_ENV === 'production',
    },
    proSanteConnect: proSanteConnectSettings(e),
    // Asset-freeze and sanctions screening.
    screening: {
      threshold: e.SCREENING_THRESHOLD,
      highScore: e.SCREENING_HIGH_SCORE,
      rescreenWorkers: e.SCREENING_WORKERS,
    },
    // Consented analytics.
    analytics: { retentionDays: e.ANALYTICS_RETENTION_DAYS, maxBatchBytes: e.ANALYTICS_MAX_BATCH_BYTES },
    // The retention of the customers' records: abandoned openings, ended relationships.
    retention: {
      abandonedDays: e.RETENTION_ABANDONED_DAYS,
      closedYears: e.RETENTION_CLOSED_YEARS,
      intervalMs: e.RETENTION_INTERVAL_MINUTES * 60_000,
    },
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;

/**
 * Pro Santé Connect's client: null when no issuer is set (the feature is off); the client id and
 * a secret or a private key are then required, and production refuses plain http.
 */
function proSanteConnectSettings(e: z.output<typeof EnvSchema>) {
  if (!e.PSC_ISSUER) return null;
  const problems: string[] = [];
  if (!e.PSC_CLIENT_ID) problems.push('PSC_CLIENT_ID: required when PSC_ISSUER is set');
  if (!e.PSC_CLIENT_SECRET && !e.PSC_CLIENT_PRIVATE_KEY_FILE) {
    problems.push('PSC_CLIENT_SECRET: required (or PSC_CLIENT_PRIVATE_KEY_FILE) when PSC_ISSUER is set');
  }
  const issuer = new URL(e.PSC_ISSUER);
  if (e.NODE_ENV === 'production' && issuer.protocol !== 'https:') {
    problems.push('PSC_ISSUER: must be https in production');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    issuer: e.PSC_ISSUER.replace(/\/$/, ''),
    clientId: e.PSC_CLIENT_ID ?? '',
    clientSecret: e.PSC_CLIENT_SECRET ?? null,
    privateKeyFile: e.PSC_CLIENT_PRIVATE_KEY_FILE ?? null,
    redirectUri:
      e.PSC_REDIRECT_URI ?? `${e.WEB_ORIGIN[0] ?? 'http://localhost:8080'}/pro-sante-connect/retour`,
    // Plain http only to a loopback stand-in outside production.
    allowHttp: e.NODE_ENV !== 'production' && LOOPBACK_HOSTS.test(issuer.hostname),
  };
}

/** The SMS provider's settings the ovh transport needs, named when missing. */
const SMS_OVH_REQUIRED = [
  'SMS_OVH_SERVICE_NAME',
  'SMS_OVH_APPLICATION_KEY',
  'SMS_OVH_APPLICATION_SECRET',
  'SMS_OVH_CONSUMER_KEY',
  'SMS_SENDER',
] as const;

function smsSettings(e: z.output<typeof EnvSchema>) {
  const retry = {
    timeoutMs: e.SMS_TIMEOUT_SECONDS * 1000,
    attempts: e.SMS_ATTEMPTS,
    retryBaseMs: e.SMS_RETRY_BASE_MS,
  };
  if (e.SMS_TRANSPORT === 'outbox') return { transport: 'outbox' as const };
  const missing = SMS_OVH_REQUIRED.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map((name) => `${name}: required when SMS_TRANSPORT is ovh`).join('\n')}`,
    );
  }
  return {
    transport: 'ovh' as const,
    ovh: {
      apiUrl: e.SMS_API_URL.replace(/\/$/, ''),
      serviceName: e.SMS_OVH_SERVICE_NAME ?? '',
      applicationKey: e.SMS_OVH_APPLICATION_KEY ?? '',
      applicationSecret: e.SMS_OVH_APPLICATION_SECRET ?? '',
      consumerKey: e.SMS_OVH_CONSUMER_KEY ?? '',
      sender: e.SMS_SENDER ?? '',
      ...retry,
    },
  };
}

/**
 * A production start refuses the embedded defaults that are fine on a laptop and wrong for a
 * bank, naming every one in a single message. It is the server's start that refuses them, not
 * the reading of the settings, so the production behaviours themselves can be tested.
 */
export function checkProductionStart(env: Record<string, string | undefined> = process.env): void {
  const parsed = EnvSchema.parse(env);
  const unsafe = parsed.NODE_ENV === 'production' ? unsafeProductionSettings(parsed) : [];
  if (unsafe.length > 0) throw new Error(`Unsafe production configuration:\n${unsafe.join('\n')}`);
}
