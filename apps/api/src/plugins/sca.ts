import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { SCA_CHALLENGE_HEADER } from '../modules/sca/sca.constants';
import { requiredDetailsIn } from '../routes/sca/in-words';
import { signedInUserId } from '../routes/signed-in-user';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler, after authenticate: lets the request through once with a challenge this user
     * validated for this action (header x-sca-challenge), else answers 399 with a new challenge.
     */
    requireSca: (action: string) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

async function sca(app: FastifyInstance) {
  const { challenges } = app.services.sca;

  app.decorate('requireSca', (action: string) => async (request: FastifyRequest) => {
    const userId = signedInUserId(request);
    const header = request.headers[SCA_CHALLENGE_HEADER];
    const challengeId = typeof header === 'string' ? header.trim() : undefined;
    if (challengeId && (await challenges.consume(userId, challengeId, action))) return;
    const details = requiredDetailsIn(request.locale, await challenges.create(userId, action));
    throw new AppError('sca_required', 'sca.error.required', undefined, details);
  });
}

export default fp(sca, { name: 'sca', dependencies: ['auth'] });
