import { API_HEADERS } from '@app/domain';
import { CSRF_HEADER } from '../operator-auth';

/** The spec's request headers an operation may take, each documented once and referenced. */
export const HEADER_PARAMETERS = {
  Language: {
    name: API_HEADERS.language,
    in: 'header',
    required: false,
    description:
      "The caller's language for every message of the answer: fr (default), en or de. Else Accept-Language.",
    schema: { type: 'string', enum: ['fr', 'en', 'de'] },
  },
  AppCheck: {
    name: API_HEADERS.appCheck,
    in: 'header',
    required: true,
    description:
      'An app-check token of `POST /app-check/token`, good for one anonymous call: without it the call is refused (403).',
    schema: { type: 'string' },
  },
  ScaChallenge: {
    name: API_HEADERS.scaChallenge,
    in: 'header',
    required: false,
    description: 'The id of the strong-authentication challenge validated for this call (after a 399).',
    schema: { type: 'string' },
  },
  IdempotencyKey: {
    name: API_HEADERS.idempotencyKey,
    in: 'header',
    required: false,
    description:
      'A retry key of your choosing (1 to 255 visible characters): the same key and body within 24 h answer the first answer again (`idempotent-replayed: true`); another body is refused (422); a twin still running, 409. Required on the partner API.',
    schema: { type: 'string', maxLength: 255 },
  },
  CsrfToken: {
    name: CSRF_HEADER,
    in: 'header',
    required: true,
    description:
      "The operator session's CSRF token (given at sign-in, `GET /backoffice/session`), on every state-changing call.",
    schema: { type: 'string' },
  },
} as const;

export type HeaderParameterName = keyof typeof HEADER_PARAMETERS;
export const headerRef = (name: HeaderParameterName) => ({ $ref: `#/components/parameters/${name}` });
