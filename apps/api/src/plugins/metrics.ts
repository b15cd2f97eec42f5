import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Counts every answered request and its duration in the process's metrics (observability/metrics.ts)
 * by method, route pattern and status class: never by path, so no id of a customer becomes a label.
 * The metrics are served on their own port (observability/metrics-server.ts), not here.
 */
async function metrics(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    app.deps.metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
}

export default fp(metrics, { name: 'metrics' });
