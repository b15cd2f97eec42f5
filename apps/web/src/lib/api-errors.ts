/** Errors raised by the API client; screens branch on the class, never on raw statuses. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 422: `fields` maps a field path ("address.zip") to an already translated message. */
export class ValidationError extends ApiError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
    body: unknown = null,
  ) {
    super(422, 'validation_failed', message, body);
    this.name = 'ValidationError';
  }
}

/** The user closed the strong-authentication modal: the original action is abandoned. */
export class ScaCancelledError extends ApiError {
  constructor(body: unknown = null) {
    super(399, 'sca_cancelled', 'Strong customer authentication was not completed', body);
    this.name = 'ScaCancelledError';
  }
}

/** The user gave up re-authenticating after a 401. */
export class ReconnectCancelledError extends ApiError {
  constructor() {
    super(401, 'reconnect_cancelled', 'Re-authentication was cancelled');
    this.name = 'ReconnectCancelledError';
  }
}

/** 302: the browser is leaving for `url` (the opening is already complete). */
export class RedirectedError extends ApiError {
  constructor(readonly url: string) {
    super(302, 'completed', 'Redirected');
    this.name = 'RedirectedError';
  }
}

export const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof ValidationError;
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
