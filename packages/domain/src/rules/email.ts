/** E-mails are unique whatever their case: they are stored trimmed and in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
