import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { namesSubmittedCompany } from '../modules/companies/journey-company';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer token is required; sets request.auth. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: authenticate, then answer 302 with the customer-space url once the opening is complete. */
    requireOpenJourney: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

async function auth(app: FastifyInstance) {
  const { sessions } = app.services;

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await sessions.find(token) : undefined;
    if (!session) throw new AppError('unauthenticated', 'error.unauthenticated');
    request.auth = {
      userId: session.userId,
      sessionId: session.sessionId,
      completed: session.completedAt !== null,
    };
  });

  app.decorate('requireOpenJourney', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    const userId = request.auth?.userId;
    if (request.auth?.completed || (userId && (await namesSubmittedCompany(app.deps.db, userId, request)))) {
      throw new AppError('completed', 'error.completed', undefined, {
        url: app.deps.config.customerSpaceUrl,
      });
    }
  });
}

export default fp(auth, { name: 'auth', dependencies: ['request-context'] });
