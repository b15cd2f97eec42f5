/** Whether a database error is a unique constraint refusing a second row (PostgreSQL or SQLite). */
export const isUniqueViolation = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(message ?? '');
};
