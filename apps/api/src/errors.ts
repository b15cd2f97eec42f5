/** Every error the API answers on purpose. The error-handler plugin turns them into replies. */
export type ErrorCode =
  | 'validation_failed'
  | 'unauthenticated'
  | 'auth_failed'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'sca_required'
  | 'completed'
  | 'app_check_failed';

const statusByCode: Record<ErrorCode, number> = {
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
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field path to message (already translated, or a translation key the handler translates). */
    readonly fields?: Record<string, string>,
    /** Extra body members, e.g. the SCA challenge of a 399 or the url of a 302. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

export const notFound = (what = 'resource') => new AppError('not_found', `${what} not found`);

export const validationFailed = (fields: Record<string, string>, message = 'validation.form_invalid') =>
  new AppError('validation_failed', message, fields);
