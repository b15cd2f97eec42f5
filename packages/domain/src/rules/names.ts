/**
 * Characters a name never holds: controls (C0, C1), format characters (bidirectional overrides
 * and isolates, zero-width spaces and joiners, the byte-order mark, soft hyphen), line and
 * paragraph separators, and unassigned or private-use code points. A name with them can read
 * differently on screen, in a file name or in the bank's systems than what was stored.
 */
const FORBIDDEN_IN_NAME = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u2028\u2029]/u;

export const hasForbiddenNameCharacters = (value: string): boolean => FORBIDDEN_IN_NAME.test(value);

/**
 * A person's name as written: letters (with their accents), spaces, apostrophes, hyphens, and
 * dots ending an initial ("J. R."), never inside a word as in a web address.
 */
export const isPlainPersonName = (value: string): boolean =>
  /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(value) && !/\.[\p{L}\p{M}]{2}/u.test(value);

/** The stored form of a name: Unicode NFC, so "é" typed as e + accent matches a precomposed "é". */
export const toStoredName = (value: string): string => value.normalize('NFC');
