/** Optional leading plus, then digits and spaces only, with at least one digit (spec §5). */
export const PHONE_PATTERN = /^\+?[\d ]*\d[\d ]*$/;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/** "+33 6 12 34 56 78" -> "+33612345678". */
export const compactPhone = (value: string): string => value.replace(/\s+/g, '');
