/**
 * What an error report may carry off the bank's systems (spec §8): the error's kind, its place
 * in the code, the request id; never who the customer is. Both the web app and the API pass every
 * report through `scrubErrorReport` before it is sent.
 */

export const SCRUBBED = '[Filtered]';

/** Members whose value names or reaches a person, whatever their content. */
const PERSONAL_KEY =
  /(^|_|-)(first_?name|last_?name|birth_?name|name|nom|prenom|email|e_?mail|phone|mobile|telephone|iban|bic|account_?number|password|passcode|secret|token|authorization|cookie|otp|code_?sca|address|siret|siren|birth|user|username|ip_address)($|_|-)/i;

const TEXT_PATTERNS: readonly RegExp[] = [
  // E-mail addresses.
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
  // IBANs, grouped by four or not (FR76 3000 4000 ...).
  /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?\b/g,
  // Bearer tokens and long opaque keys (session tokens, JWTs, links' tokens).
  /\bBearer\s+[A-Za-z0-9._~+/-]+=*/gi,
  /\b[A-Za-z0-9_-]{24,}(?:\.[A-Za-z0-9_-]{8,}){0,2}\b/g,
  // Phone numbers (French and international forms).
  /(?:\+|\b00)\d{2}[\s.-]?\d(?:[\s.-]?\d{2}){4}\b|\b0\d(?:[\s.-]?\d{2}){4}\b/g,
  // Account numbers and other long digit runs (SIRET, card-like numbers).
  /\b\d{9,}\b/g,
];

/** A URL without its query string and fragment (they carry tokens, e-mails, search terms). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

export function scrubText(text: string): string {
  let scrubbed = text;
  for (const pattern of TEXT_PATTERNS) scrubbed = scrubbed.replace(pattern, SCRUBBED);
  return scrubbed;
}

const URL_KEY = /^(url|from|to|filename|abs_path)$/;
/** The report's own identifiers and the request id: kept whole, they are what a reader looks up. */
const KEPT_KEY = /^(event_id|trace_id|span_id|request_id|release|environment|timestamp|sdk)$/;

function scrubValue(key: string, value: unknown, depth: number): unknown {
  if (KEPT_KEY.test(key)) return value;
  if (PERSONAL_KEY.test(key)) return SCRUBBED;
  if (typeof value === 'string') return scrubText(URL_KEY.test(key) ? withoutQuery(value) : value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue('', item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, item]) => [
      name,
      scrubValue(name, item, depth + 1),
    ]),
  );
}

/** Members of a report that only ever hold the request's or the visitor's own data. */
const DROPPED = ['user', 'server_name'] as const;
const DROPPED_FROM_REQUEST = ['data', 'cookies', 'headers', 'query_string', 'env'] as const;

/**
 * The report with every personal member dropped or replaced by `[Filtered]`: the user, the
 * request's body, headers, cookies and query string; names, e-mails, phones, IBANs, account
 * numbers and tokens wherever they appear in its text.
 */
export function scrubErrorReport<Report extends object>(report: Report): Report {
  const copy: Record<string, unknown> = { ...(report as Record<string, unknown>) };
  for (const name of DROPPED) delete copy[name];
  if (copy.request && typeof copy.request === 'object') {
    const request: Record<string, unknown> = { ...(copy.request as Record<string, unknown>) };
    for (const name of DROPPED_FROM_REQUEST) delete request[name];
    copy.request = request;
  }
  return scrubValue('', copy, 0) as Report;
}
