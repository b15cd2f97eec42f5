import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkerWatch } from '../observability/workers';

/**
 * The probes of an orchestrator or a load balancer, beside `GET /health` (kept as it was):
 * - `GET /health/live`: the process answers (never the database: a database outage must not get
 *   every API process restarted);
 * - `GET /health/ready`: the database answers, every migration of this build is applied and the
 *   process's workers run; 503 otherwise, naming what is not.
 * Both are left out of the OpenAPI documents and carry no personal data.
 */
async function healthProbes(app: FastifyInstance, options: { workers?: WorkerWatch | undefined }) {
  app.get('/health/live', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });

  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const database = await app.services.health.readiness();
    const workers = options.workers?.states() ?? [];
    const problems = [
      ...(database.database === 'ok' ? [] : ['database unavailable']),
      ...(database.pendingMigrations ? [`${database.pendingMigrations} migration(s) not applied`] : []),
      ...workers.filter((worker) => !worker.ok).map((worker) => `worker ${worker.name} ${worker.state}`),
    ];
    reply.code(problems.length === 0 ? 200 : 503).header('cache-control', 'no-store');
    return {
      status: problems.length === 0 ? 'ready' : 'not_ready',
      database: database.database,
      engine: app.deps.engine,
      pending_migrations: database.pendingMigrations,
      workers: Object.fromEntries(workers.map((worker) => [worker.name, worker.state])),
      problems,
    };
  });
}

export default fp(healthProbes, { name: 'health-probes' });
