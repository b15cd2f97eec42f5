import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API's answers hold a customer's data (their profile, company, people, tokens) or
 * refusals about them: no browser or shared cache keeps one. An answer that chose its own
 * caching keeps it (the document and RIB files say "private, no-store" themselves).
 */
async function noStore(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export default fp(noStore, { name: 'no-store' });
