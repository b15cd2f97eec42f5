import { API_ROUTES, BACKOFFICE_ROUTE_ROLES, type DocumentedRefusal, type RouteContract } from '@app/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { IDEMPOTENT_ROUTES } from '../idempotency';

/** What the document says of a route beyond its schemas, read from the route as registered. */
export interface RouteFacts {
  contract: RouteContract | undefined;
  refusals: ReadonlySet<DocumentedRefusal>;
  /** Signed in: a customer's session (bearer), an operator's cookie, a partner's or the bank's token. */
  authenticated: boolean;
  upload: boolean;
  appCheck: boolean;
  /** A state-changing back-office call: the session's CSRF token is required. */
  csrf: boolean;
}

const hooksOf = (route: RouteOptions, name: 'onRequest' | 'preValidation' | 'preHandler'): unknown[] =>
  [route[name] ?? []].flat();

const isGuardedBackofficeRoute = (key: string): boolean => Object.hasOwn(BACKOFFICE_ROUTE_ROLES, key);

/**
 * The refusals a route gives by its shape and its guards, plus those its contract names: the
 * facts of the route itself, so an operation cannot say less than it answers.
 */
export function routeFacts(app: FastifyInstance, route: RouteOptions, key: string): RouteFacts {
  const contract: RouteContract | undefined = (API_ROUTES as Record<string, RouteContract>)[key];
  const schema = (route.schema ?? {}) as {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    headers?: unknown;
    consumes?: readonly string[];
    security?: readonly Record<string, readonly string[]>[];
  };
  const preHandlers = hooksOf(route, 'preHandler');
  const path = key.slice(key.indexOf(' ') + 1);
  const customerSession =
    preHandlers.includes(app.authenticate) || preHandlers.includes(app.requireOpenJourney);
  const guardedBackoffice = isGuardedBackofficeRoute(key);
  // The partner's and the bank feed's guards run on the route's onRequest, before the body is read.
  const serviceGuard = /^\/(partner|bank-feed)\//.test(path) && hooksOf(route, 'onRequest').length > 0;
  const scoped = (schema.security ?? []).some((requirement) =>
    Object.values(requirement).some((scopes) => scopes.length > 0),
  );
  const upload = (schema.consumes ?? []).includes('multipart/form-data');
  const appCheck = hooksOf(route, 'preValidation').includes(app.verifyAppCheck);
  const rateLimited = route.config !== undefined && 'rateLimit' in route.config;
  const authenticated = customerSession || guardedBackoffice || serviceGuard;

  const refusals = new Set<DocumentedRefusal>(contract?.doc?.refusals ?? []);
  const add = (status: DocumentedRefusal, when: boolean) => {
    if (when) refusals.add(status);
  };
  add(422, Boolean(schema.body || schema.querystring || schema.params || schema.headers) || upload);
  add(401, authenticated);
  add(403, guardedBackoffice || scoped || appCheck);
  add(404, path.includes('{'));
  add(302, preHandlers.includes(app.requireOpenJourney));
  add(409, IDEMPOTENT_ROUTES.includes(key));
  add(413, upload);
  add(415, upload);
  add(429, rateLimited);
  return {
    contract,
    refusals,
    authenticated,
    upload,
    appCheck,
    csrf: guardedBackoffice && !['GET', 'HEAD'].includes(key.slice(0, key.indexOf(' '))),
  };
}
