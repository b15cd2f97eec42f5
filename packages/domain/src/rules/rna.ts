/**
 * RNA association number: 10 or 14 upper-case letters and digits ("W123456789"; Alsace-Moselle
 * associations registered at the court have other numbers, hence 14).
 */
export const RNA_PATTERN = /^(?:[A-Z0-9]{10}|[A-Z0-9]{14})$/;

export const isValidRna = (value: string): boolean => RNA_PATTERN.test(value.trim());
