import { isLocale, resolveLocale } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Sets request.locale from the client's language header (spec §7), else Accept-Language, and
 * answers every request (404 included) with its id (see request-id.ts).
 */
async function requestContext(app: FastifyInstance) {
  app.decorateRequest('locale', 'fr');
  app.decorateRequest('auth', null);
  // Hooks with a callback rather than async ones, here and in the other plugins run on every
  // request: an async hook costs a promise and its bookkeeping for work that never waits.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    const explicit = request.headers['x-language'];
    request.locale = isLocale(explicit) ? explicit : resolveLocale(request.headers['accept-language']);
    done();
  });
}

export default fp(requestContext, { name: 'request-context' });
