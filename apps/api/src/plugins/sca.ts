import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { scaText } from '../modules/sca/messages';
import { SCA_CHALLENGE_HEADER } from '../modules/sca/sca.constants';
import type { ScaService } from '../modules/sca/sca.service';
import type { ScaAppService } from '../modules/sca/sca-app.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Strong customer authentication: tokens, challenges and codes. */
    sca: ScaService;
    /** The companion app's calls (pairing, pending challenges, answers), authenticated by device keys. */
    scaApp: ScaAppService;
    /**
     * preHandler, after authenticate: lets the request through once with a challenge this user
     * validated for this action (header x-sca-challenge), else answers 399 with a new challenge.
     */
    requireSca: (action: string) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

async function sca(app: FastifyInstance) {
  const service = app.services.sca;
  app.decorate('sca', service);
  app.decorate('scaApp', app.services.scaApp);

  app.decorate('requireSca', (action: string) => async (request: FastifyRequest) => {
    if (!request.auth) throw new AppError('unauthenticated', 'error.unauthenticated');
    const header = request.headers[SCA_CHALLENGE_HEADER];
    const challengeId = typeof header === 'string' ? header.trim() : undefined;
    if (challengeId && (await service.consume(request.auth.userId, challengeId, action))) return;
    const body = await service.createChallenge(request.auth.userId, action, request.locale);
    throw new AppError('sca_required', scaText(request.locale, 'sca.error.required'), undefined, body);
  });
}

export default fp(sca, { name: 'sca', dependencies: ['auth'] });
