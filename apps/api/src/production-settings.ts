import { MINIMUM_RECORDS_KEPT_YEARS } from '@app/domain';
import { overlapping } from './http-out/allowed-networks';

/** The settings a production start reads to decide whether it is safe (a subset of the environment). */
export interface ProductionSettings {
  MAIL_TRANSPORT: string;
  SMS_TRANSPORT: string;
  SMS_API_URL?: string | undefined;
  SMS_OVH_SERVICE_NAME?: string | undefined;
  SMS_OVH_APPLICATION_KEY?: string | undefined;
  SMS_OVH_APPLICATION_SECRET?: string | undefined;
  SMS_OVH_CONSUMER_KEY?: string | undefined;
  SMS_SENDER?: string | undefined;
  APP_CHECK_MODE: string;
  APP_CHECK_SECRET?: string | undefined;
  SCA_SECRET?: string | undefined;
  DOCUMENT_ENCRYPTION_KEY?: string | undefined;
  AUDIT_KEY?: string | undefined;
  BANK_CODE?: string | undefined;
  BANK_BRANCH_CODE?: string | undefined;
  BANK_BIC?: string | undefined;
  BANK_FEED_TOKEN?: string | undefined;
  CLOCK_OFFSET_MS?: number | undefined;
  CLOCK_OFFSET_FILE?: string | undefined;
  BANK_NAME?: string | undefined;
  BANK_REGISTERED_OFFICE?: string | undefined;
  BANK_RCS_NUMBER?: string | undefined;
  BANK_CAPITAL?: number | undefined;
  BRAND_REGISTERED_OFFICE?: string | undefined;
  STATUS_REPORT_URL?: string | undefined;
  STATUS_REPORT_PARTNER?: string | undefined;
  STATUS_REPORT_SECRETS?: readonly string[] | undefined;
  OUTBOUND_ALLOWED_NETWORKS?: readonly string[] | undefined;
  PUBLIC_API_URL: string;
  OPERATOR_COOKIE_SECURE?: boolean | undefined;
  RETENTION_CLOSED_YEARS?: number | undefined;
}

/**
 * Whether the operators' session cookie is Secure: as OPERATOR_COOKIE_SECURE says, else on unless
 * the API is served over plain http on localhost (development: browsers drop a Secure cookie there).
 */
export const operatorCookieSecure = (
  env: Pick<ProductionSettings, 'PUBLIC_API_URL' | 'OPERATOR_COOKIE_SECURE'>,
) =>
  env.OPERATOR_COOKIE_SECURE ??
  !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(env.PUBLIC_API_URL.replace(/\/$/, ''));

/**
 * The embedded defaults that are fine on a laptop and wrong for a bank: messages kept in an
 * outbox nobody reads, app-check that only logs, keys generated on the disk of one machine
 * (lost or different on the next), and the demo bank codes that would print a false RIB.
 */
export const PLACEHOLDER_BANK = { BANK_CODE: '17515', BANK_BRANCH_CODE: '90000', BANK_BIC: 'BPSAFRPPXXX' };

/**
 * The invented demo bank of the legal notice: no real company's identity. A production start
 * refuses them, so the legal notice never names a bank that does not exist.
 */
export const DEMO_IDENTITY = {
  BANK_NAME: 'Banque Partenaire Santé',
  BANK_REGISTERED_OFFICE: "1 place de l'Exemple, 75000 Paris",
  BANK_RCS_NUMBER: '000 000 000',
  BANK_CAPITAL: 10_000_000,
  BRAND_REGISTERED_OFFICE: "2 rue de l'Exemple, 69000 Lyon",
} as const;

/** Every unsafe production setting, each named with what to set instead; empty when safe. */
export function unsafeProductionSettings(env: ProductionSettings): string[] {
  const problems: string[] = [];
  if (env.MAIL_TRANSPORT === 'outbox') problems.push('MAIL_TRANSPORT: outbox keeps e-mails unsent; use smtp');
  if (env.SMS_TRANSPORT === 'outbox')
    problems.push('SMS_TRANSPORT: outbox keeps text messages unsent; use ovh');
  if (env.SMS_TRANSPORT === 'ovh') problems.push(...unsafeSmsProvider(env));
  if (env.APP_CHECK_MODE !== 'enforce') problems.push('APP_CHECK_MODE: must be enforce');
  for (const secret of ['APP_CHECK_SECRET', 'SCA_SECRET', 'DOCUMENT_ENCRYPTION_KEY', 'AUDIT_KEY'] as const) {
    if (!env[secret]) problems.push(`${secret}: missing (a generated key is not shared nor kept)`);
  }
  if (env.CLOCK_OFFSET_MS || env.CLOCK_OFFSET_FILE)
    problems.push(
      'CLOCK_OFFSET_MS, CLOCK_OFFSET_FILE: refused in production (a moved clock is for drills only)',
    );
  if (!operatorCookieSecure(env))
    problems.push(
      "OPERATOR_COOKIE_SECURE: must be on (the operators' session cookie travels over HTTPS only)",
    );
  if ((env.BANK_FEED_TOKEN ?? '').length < 32)
    problems.push('BANK_FEED_TOKEN: required, at least 32 characters (the bank feed credential)');
  for (const [name, placeholder] of Object.entries(PLACEHOLDER_BANK) as [
    keyof typeof PLACEHOLDER_BANK,
    string,
  ][]) {
    if (!env[name] || env[name] === placeholder)
      problems.push(`${name}: the placeholder ${placeholder}; set the bank's own`);
  }
  for (const [name, demo] of Object.entries(DEMO_IDENTITY) as [
    keyof typeof DEMO_IDENTITY,
    string | number,
  ][]) {
    if (env[name] === undefined || env[name] === demo)
      problems.push(`${name}: the demo bank's; set the real legal identity of the legal notice`);
  }
  if ((env.RETENTION_CLOSED_YEARS ?? MINIMUM_RECORDS_KEPT_YEARS) < MINIMUM_RECORDS_KEPT_YEARS)
    problems.push(
      `RETENTION_CLOSED_YEARS: at least ${MINIMUM_RECORDS_KEPT_YEARS} (the law keeps records five years after the relationship ends)`,
    );
  problems.push(...unsafePartnerCalls(env));
  return problems;
}

/** A signing key shorter than this is guessable enough to forge a report. */
const MIN_SIGNING_SECRET_LENGTH = 32;

/** Addresses no allow-list opens in production: this machine, the cloud's metadata service, "any". */
const NEVER_ALLOWED = ['127.0.0.0/8', '::1/128', '169.254.0.0/16', 'fe80::/10', '0.0.0.0/8', '::/128'];

/** The insurer's endpoint over https with its signing keys, and an allow-list of the bank's own ranges only. */
function unsafePartnerCalls(env: ProductionSettings): string[] {
  const problems: string[] = [];
  const secrets = env.STATUS_REPORT_SECRETS ?? [];
  if (env.STATUS_REPORT_URL) {
    if (!env.STATUS_REPORT_URL.startsWith('https://'))
      problems.push(
        'STATUS_REPORT_URL: must be https (the reports carry the members’ identity and their signature)',
      );
    if (secrets.length === 0)
      problems.push('STATUS_REPORT_SECRETS: required with STATUS_REPORT_URL (nothing is sent unsigned)');
    if (!env.STATUS_REPORT_PARTNER)
      problems.push(
        'STATUS_REPORT_PARTNER: required with STATUS_REPORT_URL (the client id of the brand’s insurer, the endpoint’s partner)',
      );
  }
  if (secrets.some((secret) => secret.length < MIN_SIGNING_SECRET_LENGTH))
    problems.push(`STATUS_REPORT_SECRETS: each key at least ${MIN_SIGNING_SECRET_LENGTH} characters`);
  const opened = overlapping(env.OUTBOUND_ALLOWED_NETWORKS ?? [], NEVER_ALLOWED);
  if (opened.length > 0)
    problems.push(
      `OUTBOUND_ALLOWED_NETWORKS: ${opened.join(', ')} open loopback, link-local or unspecified addresses; list the bank’s own ranges only`,
    );
  return problems;
}

/** The SMS provider's account, keys and sender must all be set, and its API reached over https. */
function unsafeSmsProvider(env: ProductionSettings): string[] {
  const problems: string[] = [];
  for (const name of [
    'SMS_OVH_SERVICE_NAME',
    'SMS_OVH_APPLICATION_KEY',
    'SMS_OVH_APPLICATION_SECRET',
    'SMS_OVH_CONSUMER_KEY',
    'SMS_SENDER',
  ] as const) {
    if (!env[name]) problems.push(`${name}: missing (needed by SMS_TRANSPORT=ovh)`);
  }
  if (env.SMS_API_URL && !env.SMS_API_URL.startsWith('https://'))
    problems.push('SMS_API_URL: must be https (codes and the signed keys travel on it)');
  return problems;
}
