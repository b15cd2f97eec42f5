import { API_HEADERS } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { partnerCall, requirePartnerScope } from './partner-access';

/** A creating partner call must be retry-safe: the Idempotency-Key is required, not optional. */
async function requireIdempotencyKey(request: FastifyRequest) {
  if (request.headers[API_HEADERS.idempotencyKey] === undefined) {
    throw new AppError('validation_failed', 'error.idempotency_key_required', {
      [API_HEADERS.idempotencyKey]: 'error.idempotency_key_required',
    });
  }
}

/** POST /partner/v1/signup-requests: a pre-filled opening request and the link to give the customer. */
export default async function postPartnerSignupRequest(app: App) {
  app.post(
    '/partner/v1/signup-requests',
    {
      onRequest: requirePartnerScope(app, 'requests:write'),
      preHandler: requireIdempotencyKey,
      schema: {
        tags: ['partner'],
        security: [{ partnerOAuth: ['requests:write'] }],
        body: bodyFor('POST /partner/v1/signup-requests'),
        response: replyFor('POST /partner/v1/signup-requests'),
      },
    },
    async (request, reply) => {
      const created = await app.services.partnerRequests.create(
        request.body,
        partnerCall(request),
        request.locale,
      );
      return reply.code(201).send(created);
    },
  );
}
