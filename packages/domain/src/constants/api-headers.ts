/** HTTP header names the web client sends and the API reads (lower case, as Node exposes them). */
export const API_HEADERS = {
  authorization: 'authorization',
  accountId: 'x-account-id',
  signupRequestId: 'x-signup-request-id',
  appCheck: 'x-app-check',
  language: 'x-language',
  clientBrand: 'x-client-brand',
  signupVersion: 'x-signup-version',
  scaChallenge: 'x-sca-challenge',
  /** A creating call's retry key: the same key and body replay the first answer. */
  idempotencyKey: 'idempotency-key',
} as const;
export type ApiHeaderName = (typeof API_HEADERS)[keyof typeof API_HEADERS];

/** Non-standard statuses of the API contract (spec §7). */
export const HTTP_STATUS = {
  redirect: 302,
  scaRequired: 399,
  unauthenticated: 401,
  validationFailed: 422,
} as const;
