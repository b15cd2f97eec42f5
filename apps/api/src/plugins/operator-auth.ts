import { timingSafeEqual } from 'node:crypto';
import { BACKOFFICE_ROUTE_ROLES, type BackofficeRouteKey } from '@app/domain';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { OperatorContext } from '../modules/operators/operator-session.service';

/** The operator's session cookie: HttpOnly, SameSite=Strict, scoped to the back-office routes. */
export const OPERATOR_COOKIE = 'bo_session';
export const CSRF_HEADER = 'x-csrf-token';
const COOKIE_PATH = '/backoffice';

type GuardedRouteKey = Exclude<BackofficeRouteKey, 'POST /backoffice/session'>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of a back-office route: a live operator session (cookie only: a customer's
     * bearer token is no session here), a role the route admits, and on every state-changing
     * call the session's CSRF token in the x-csrf-token header. Sets request.operator.
     */
    operatorAccess: (key: GuardedRouteKey) => (request: FastifyRequest) => Promise<void>;
    setOperatorCookie: (reply: FastifyReply, token: string) => void;
    clearOperatorCookie: (reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sameToken = (given: string | undefined, expected: string): boolean => {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

async function operatorAuth(app: FastifyInstance) {
  const { config } = app.deps;
  await app.register(cookie);
  app.decorateRequest('operator', null);

  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    // Off only for an API on plain-http localhost (development): browsers drop Secure cookies there otherwise.
    secure: config.backoffice.secureCookie,
  };

  app.decorate('setOperatorCookie', (reply: FastifyReply, token: string) => {
    reply.setCookie(OPERATOR_COOKIE, token, cookieOptions);
  });
  app.decorate('clearOperatorCookie', (reply: FastifyReply) => {
    reply.clearCookie(OPERATOR_COOKIE, cookieOptions);
  });

  app.decorate('operatorAccess', (key: GuardedRouteKey) => async (request: FastifyRequest) => {
    const operator = await app.services.operatorSessions.authenticate(request.cookies[OPERATOR_COOKIE]);
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (!sameToken(typeof header === 'string' ? header : undefined, operator.csrfToken)) {
        throw new AppError('forbidden', 'error.csrf_refused');
      }
    }
    if (!BACKOFFICE_ROUTE_ROLES[key].includes(operator.role)) {
      throw new AppError('forbidden', 'error.forbidden');
    }
    request.operator = operator;
  });
}

export default fp(operatorAuth, { name: 'operator-auth', dependencies: ['request-context'] });
