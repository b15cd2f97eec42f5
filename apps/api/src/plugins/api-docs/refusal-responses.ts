import type { ApiAudience, DocumentedRefusal } from '@app/domain';

type Refusal = { name: string; description: string; example: Record<string, unknown> };

const ERROR_REPLY = { $ref: '#/components/schemas/ErrorReply' };
const VALIDATION_ERROR_REPLY = { $ref: '#/components/schemas/ValidationErrorReply' };
const SCA_REQUIRED_REPLY = { $ref: '#/components/schemas/ScaRequiredReply' };

/** The body of each refusal: the shared error body, with its field messages on a 422 and its challenge on a 399. */
const bodyOf = (status: DocumentedRefusal) =>
  status === 422 ? VALIDATION_ERROR_REPLY : status === 399 ? SCA_REQUIRED_REPLY : ERROR_REPLY;

const WHO_SIGNS_IN: Record<ApiAudience, string> = {
  customer: 'No valid session: the bearer token is missing, expired or signed out. Sign in again.',
  backoffice: 'No live operator session: the `bo_session` cookie is missing or expired. Sign in again.',
  partner:
    'No valid access token (ask a new one of `POST /partner/v1/oauth/token`), or, on that call itself, a wrong client id or secret.',
  'bank-feed': "The bank feed's service credential is missing or wrong.",
};

const WHY_FORBIDDEN: Record<ApiAudience, string> = {
  customer: 'Refused: the app-check token (`x-app-check`) is missing, invalid or already spent.',
  backoffice:
    "Refused: the operator's role does not admit this call, or a state-changing call lacks the session's `x-csrf-token`.",
  partner: 'Refused: the access token does not hold the scope this operation needs.',
  'bank-feed': 'Refused.',
};

/** Each refusal, as one shared answer of the audience's document: its meaning and a real body. */
function refusalOf(status: DocumentedRefusal, audience: ApiAudience): Refusal {
  switch (status) {
    case 302:
      return {
        name: 'OpeningComplete',
        description: 'The opening is complete: the journey is closed, go to the customer space at `url`.',
        example: {
          code: 'completed',
          message: 'Your application is complete.',
          url: 'https://espace-client.example.fr/',
        },
      };
    case 399:
      return {
        name: 'StrongAuthenticationRequired',
        description:
          'Strong customer authentication first: validate the `challenge` (`POST /sca/challenges/{challenge_id}/validate`), then send the same call again with its id in `x-sca-challenge`.',
        example: {
          code: 'sca_required',
          message: 'Please confirm this operation.',
          challenge: {
            id: '0b6b5a3e-4a1f-4c7e-9a55-2f3d1c8e7b10',
            status: 'init',
            action: 'company.complete',
            description: 'Submit your application',
            event: 'company.complete',
            ttl: 300,
            expires_at: '2026-11-28T10:05:00.000Z',
            token: null,
          },
          setup_required: false,
          available: ['app', 'email', 'sms'],
          tokens: [
            {
              id: '7d2e9f41-3c5a-4b8e-a1f6-0e4d2c9b8a73',
              type: 'sms',
              status: 'active',
              description: '+33 6 •• •• 56 78',
              device_name: null,
              device_os: null,
              created_at: '2026-11-27T14:12:00.000Z',
              last_used_at: null,
            },
          ],
        },
      };
    case 401:
      return {
        name: 'Unauthenticated',
        description: WHO_SIGNS_IN[audience],
        example: { code: 'unauthenticated', message: 'Please sign in again.' },
      };
    case 403:
      return {
        name: 'Forbidden',
        description: WHY_FORBIDDEN[audience],
        example: { code: 'forbidden', message: 'You may not do this.' },
      };
    case 404:
      return {
        name: 'NotFound',
        description: "Nothing of this id for this caller (another customer's data answers the same).",
        example: { code: 'not_found', message: 'Not found.' },
      };
    case 409:
      return {
        name: 'Conflict',
        description:
          'The state of the record forbids it now (already done, not possible yet); on a call with an `Idempotency-Key`, the same call is still running.',
        example: { code: 'conflict', message: 'This operation is not possible at this stage.' },
      };
    case 413:
      return {
        name: 'PayloadTooLarge',
        description: 'A file or the request is larger than allowed: nothing was kept.',
        example: { code: 'payload_too_large', message: 'The file is too large.' },
      };
    case 415:
      return {
        name: 'UnsupportedMediaType',
        description:
          'The content is not a type the operation takes (JSON, or PDF, JPEG and PNG files): nothing was kept.',
        example: { code: 'unsupported_media_type', message: 'This file type is not accepted.' },
      };
    case 422:
      return {
        name: 'ValidationFailed',
        description:
          "The request is refused field by field: `fields` gives each refused field's message in the caller's language (`x-language`). Nothing was written.",
        example: {
          code: 'validation_failed',
          message: 'Please check the form.',
          fields: { email: 'Enter a valid e-mail address.', 'company.siret': 'This SIRET is not valid.' },
        },
      };
    case 429:
      return {
        name: 'TooManyRequests',
        description: 'Too many calls from this caller: wait for `retry-after` seconds.',
        example: { code: 'too_many_requests', message: 'Too many attempts. Try again in a few minutes.' },
      };
    case 503:
      return {
        name: 'ServiceUnavailable',
        description: 'The database cannot be reached for now: try again shortly.',
        example: { code: 'service_unavailable', message: 'The service is briefly unavailable.' },
      };
    case 507:
      return {
        name: 'InsufficientStorage',
        description: 'The disk that keeps the documents is full: nothing was kept.',
        example: { code: 'insufficient_storage', message: 'The document could not be kept.' },
      };
  }
}

/** The reference an operation's answer of this status points to. */
export const refusalRef = (status: DocumentedRefusal) => ({
  $ref: `#/components/responses/${refusalOf(status, 'customer').name}`,
});

/** The shared answers of an audience's document, for the statuses its operations use. */
export function refusalResponses(statuses: Iterable<DocumentedRefusal>, audience: ApiAudience) {
  return Object.fromEntries(
    [...statuses].map((status) => {
      const { name, description, example } = refusalOf(status, audience);
      const response = {
        description,
        ...(status === 429
          ? { headers: { 'retry-after': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
          : {}),
        content: {
          'application/json': { schema: bodyOf(status), example },
        },
      };
      return [name, response];
    }),
  );
}

/** Every refusal's example body, by status, for the test that checks them against their schemas. */
export const refusalExamples = (statuses: readonly DocumentedRefusal[]) =>
  statuses.map((status) => ({ status, example: refusalOf(status, 'customer').example }));
