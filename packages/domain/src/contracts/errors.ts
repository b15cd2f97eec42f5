import { z } from 'zod';

/** Every error code the API answers on purpose, with its HTTP status (docs/decisions/003). */
export const ERROR_STATUS = {
  validation_failed: 422,
  unauthenticated: 401,
  auth_failed: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  sca_required: 399,
  completed: 302,
  app_check_failed: 403,
  /** The database cannot be reached for now (restart, failover): try again shortly. */
  service_unavailable: 503,
  /** The disk that keeps the documents is full: nothing was kept. */
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/**
 * The body of every error answer: a code, a message in the caller's language, the field messages
 * of a 422, and the extra members of a 302 (`url`) or a 399 (`challenge`).
 */
export const ErrorBodySchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A 422: the message of each field refused, keyed by its path ("company.siret"), in the caller's language. */
export const ValidationErrorBodySchema = ErrorBodySchema.extend({
  code: z.literal('validation_failed'),
  fields: z.record(z.string(), z.string()),
});
