import { ERROR_STATUS, type ErrorCode } from '@app/domain';

export type { ErrorCode };

/** Every error the API answers on purpose. The error-handler plugin turns them into replies. */
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
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'resource') => new AppError('not_found', `${what} not found`);

export const validationFailed = (fields: Record<string, string>, message = 'validation.form_invalid') =>
  new AppError('validation_failed', message, fields);
