import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runInRequestScope } from '../observability/request-scope';

/**
 * Puts every request's work in its request scope (observability/request-scope.ts), so what the
 * services write on its behalf (outbox rows, status reports) carries its id without being handed
 * it. The scope is entered when the request arrives; the body is parsed on the socket's own
 * events, outside it, so the scope is entered again before validation, where the route's
 * preHandlers and its handler start.
 */
async function requestScope(app: FastifyInstance) {
  const resources = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    runInRequestScope(request.id, () => {
      const resource = new AsyncResource('request-scope');
      resources.set(request, resource);
      resource.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}

export default fp(requestScope, { name: 'request-scope' });
