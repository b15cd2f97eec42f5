import { timingSafeEqual } from 'node:crypto';
import {
  ANONYMOUS_BACKOFFICE_ROUTES,
  type AnonymousBackofficeRouteKey,
  BACKOFFICE_ROUTE_ROLES,
  type BackofficeRouteKey,
  type OperatorRole,
} from '@app/domain';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import type { OperatorContext } from '../modules/operators/operator-session.service';

/** The operator's session cookie: HttpOnly, SameSite=Strict, scoped to the back-office routes. */
export const OPERATOR_COOKIE = 'bo_session';
export const CSRF_HEADER = 'x-csrf-token';
const COOKIE_PATH = '/backoffice';

type GuardedRouteKey = Exclude<BackofficeRouteKey, AnonymousBackofficeRouteKey>;
const ANONYMOUS: ReadonlySet<string> = new Set(ANONYMOUS_BACKOFFICE_ROUTES);

declare module 'fastify' {
  interface FastifyInstance {
    setOperatorCookie: (reply: FastifyReply, token: string) => void;
    clearOperatorCookie: (reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    /** The signed-in operator on a back-office route (set before its input is read), else null. */
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

  /**
   * Every back-office route but the anonymous ones (sign-in, the one-time links), before anything of the request is read: a live operator
   * session (the cookie only: a customer's bearer token is no session here), on a state-changing
   * call the session's CSRF token in the x-csrf-token header, and a role the route admits
   * (`BACKOFFICE_ROUTE_ROLES`; a route missing from it admits none). A caller who fails learns
   * nothing of what the route expects: no body is parsed or validated for them.
   */
  app.addHook('onRequest', async (request) => {
    const key = backofficeRouteOf(request);
    if (!key || ANONYMOUS.has(key)) return;
    const operator = await app.services.operatorSessions.authenticate(request.cookies[OPERATOR_COOKIE]);
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (!sameToken(typeof header === 'string' ? header : undefined, operator.csrfToken)) {
        throw new AppError('forbidden', 'error.csrf_refused');
      }
    }
    const roles: readonly OperatorRole[] | undefined = BACKOFFICE_ROUTE_ROLES[key as GuardedRouteKey];
    if (!roles?.includes(operator.role)) throw new AppError('forbidden', 'error.forbidden');
    request.operator = operator;
  });
}

/** The back-office route a request reached, keyed as the roles table names it ("GET /backoffice/cases/{caseId}"). */
function backofficeRouteOf(request: FastifyRequest): string | null {
  const url = request.routeOptions.url;
  if (!url?.startsWith('/backoffice/')) return null;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

export default fp(operatorAuth, { name: 'operator-auth', dependencies: ['request-context'] });
