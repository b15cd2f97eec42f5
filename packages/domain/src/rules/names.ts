/**
 * A person's name as written: letters (with their accents), spaces, apostrophes, hyphens, and
 * dots ending an initial ("J. R."), never inside a word as in a web address.
 */
export const isPlainPersonName = (value: string): boolean =>
  /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(value) && !/\.[\p{L}\p{M}]{2}/u.test(value);

/** The stored form of a name: Unicode NFC, so "é" typed as e + accent matches a precomposed "é". */
export const toStoredName = (value: string): string => value.normalize('NFC');
