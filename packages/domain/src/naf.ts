/**
 * NAF rév. 2 sub-classes (732 rows). Import by subpath (`@app/domain/naf`) so the table stays out
 * of bundles that do not need it.
 */
import { NAF_SECTION_LABELS, NAF_SUB_CLASS_ROWS } from './generated/naf';
import { type Page, type PageRequest, searchItems } from './rules/text-search';

export interface NafActivity {
  /** Dotted form used by SIRENE and the API: "86.21Z". */
  code: string;
  label: string;
  section: string;
}

/** The wire shape of GET /nafcode items (spec §3). */
export interface NafItem {
  codenaf: string;
  libelle: string;
}

export const NAF_ACTIVITIES: readonly NafActivity[] = NAF_SUB_CLASS_ROWS.map(([code, label, section]) => ({
  code,
  label,
  section,
}));

export { NAF_SECTION_LABELS };

const byCode = new Map(NAF_ACTIVITIES.map((activity) => [activity.code, activity]));

/** "8621z", "86.21Z", "86 21 Z" -> "86.21Z"; null when it is not a NAF sub-class pattern. */
export function normalizeNafCode(value: string | null | undefined): string | null {
  const compact = (value ?? '').replace(/[\s.]/g, '').toUpperCase();
  const match = /^(\d{2})(\d{2})([A-Z])$/.exec(compact);
  return match ? `${match[1]}.${match[2]}${match[3]}` : null;
}

export function findNafActivity(code: string | null | undefined): NafActivity | undefined {
  const normalized = normalizeNafCode(code);
  return normalized ? byCode.get(normalized) : undefined;
}

export const isNafCode = (code: string | null | undefined): boolean => findNafActivity(code) !== undefined;

/**
 * A NAF code that is given must be a NAF rév. 2 sub-class of this table: the message key for an
 * unknown one, null otherwise (empty and badly formed codes are the company schema's own rules).
 * It lives beside the table, not in the company schema, so the web's bundle does not carry the
 * 732 rows: the form picks its code from GET /nafcode, the API checks it with this.
 */
export function unknownNafCodeMessage(code: string | null | undefined): string | null {
  if (!code || normalizeNafCode(code) === null) return null;
  return isNafCode(code) ? null : 'validation.naf_invalid';
}

export const toNafItem = (activity: NafActivity): NafItem => ({
  codenaf: activity.code,
  libelle: activity.label,
});

/** Search by code ("8621", "86.21") or label words, accent- and case-insensitive, paged for "see more". */
export function searchNafActivities(
  query: string | null | undefined,
  request: PageRequest = {},
): Page<NafActivity> {
  const code = (query ?? '').replace(/[\s.]/g, '');
  if (/^\d{1,4}[A-Za-z]?$/.test(code)) {
    const prefix = code.toUpperCase();
    const matches = NAF_ACTIVITIES.filter((activity) => activity.code.replace('.', '').startsWith(prefix));
    return searchItems(matches, '', () => '', request);
  }
  return searchItems(NAF_ACTIVITIES, query, (activity) => `${activity.code} ${activity.label}`, request);
}
