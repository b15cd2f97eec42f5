import {
  ACCOUNT_CREATIONS_PER_HOUR,
  accountCreateSchema,
  message,
  passwordUserInputsOfBody,
} from '@app/domain';
import { getPasswordScorer } from '@app/domain/password-scorer';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validationFailed } from '../../errors';
import { passwordScoring } from '../../modules/auth/password-score-pool';
import { EmailTakenError } from '../../modules/users/user.service';
import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';

/** Account creation: the user with a bearer token. Anonymous, so behind app-check and a rate limit. */
export default async function postUser(app: App) {
  // The strength score is computed in a worker before validation; the schema reads it. Scoring in
  // place is the fallback only (a worker failure), so a sign-up flood leaves the event loop free.
  const scoring = passwordScoring();
  const body = accountCreateSchema({
    scorePassword: (password, userInputs = []) =>
      scoring.scored(password, userInputs) ?? getPasswordScorer().score(password, userInputs),
  });
  const primeScore = async (request: FastifyRequest) => {
    const raw = request.body;
    if (typeof raw !== 'object' || raw === null) return;
    const { password } = raw as Record<string, unknown>;
    // Over 128 characters the schema refuses it without scoring.
    if (typeof password !== 'string' || password === '' || password.length > 128) return;
    await scoring
      .prime(password, passwordUserInputsOfBody(raw as Record<string, unknown>))
      .catch((error: unknown) => request.log.warn({ err: error }, 'password scoring worker failed'));
  };
  app.post(
    '/user',
    {
      schema: {
        tags: ['user'],
        querystring: queryFor('POST /user'),
        headers: z.looseObject({ 'x-signup-request-id': z.uuid().optional() }),
        body,
        response: replyFor('POST /user'),
      },
      preValidation: [app.verifyAppCheck, primeScore],
      config: rateLimitConfig(
        app.deps.config,
        { max: ACCOUNT_CREATIONS_PER_HOUR, timeWindow: '1 hour' },
        message('error.account_creation_limit', { max: ACCOUNT_CREATIONS_PER_HOUR }),
      ),
    },
    async (request, reply) => {
      try {
        const user = await app.services.users.create(request.body, {
          language: request.locale,
          signupRequestId: request.headers['x-signup-request-id'],
        });
        return reply.status(201).send(user);
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw validationFailed({ email: 'error.email_taken' });
        }
        throw error;
      }
    },
  );
}
