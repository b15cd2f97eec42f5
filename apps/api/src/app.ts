import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WorkerWatch } from './observability/workers';
import apiDocs from './plugins/api-docs/index';
import appCheckPlugin from './plugins/app-check';
import authPlugin from './plugins/auth';
import closeUnreadBody from './plugins/close-unread-body';
import errorHandler from './plugins/error-handler';
import healthProbes from './plugins/health-probes';
import idempotency from './plugins/idempotency';
import metrics from './plugins/metrics';
import noStore from './plugins/no-store';
import operatorAuth from './plugins/operator-auth';
import refuseNul from './plugins/refuse-nul';
import requestContext from './plugins/request-context';
import { requestIdOf } from './plugins/request-id';
import requestLog, { OneLinePerRequest } from './plugins/request-log';
import requestScope from './plugins/request-scope';
import scaPlugin from './plugins/sca';
import securityHeaders from './plugins/security-headers';
import { sqlRateLimitStore } from './rate-limits/sql-rate-limit-store';
import { registerRoutes } from './routes/index';
import { createServices } from './services';
import type { App, AppDeps, RegisteredRoute } from './types';

export const API_HEADERS = [
  'authorization',
  'content-type',
  'x-account-id',
  'x-signup-request-id',
  'x-app-check',
  'x-language',
  'x-client-brand',
  'x-signup-version',
  'x-sca-challenge',
];

/** What the back-office app sends: no bearer token, the CSRF token on state-changing calls. */
export const BACKOFFICE_HEADERS = ['content-type', 'x-language', 'x-csrf-token'];

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** The process's background workers, which the readiness probe reports (the API process's). */
  workers?: WorkerWatch;
}

/** The whole API without listening: server.ts listens, tests inject. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Request ids in every log line; secrets and document bodies never reach the logs.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may say who the client is (rate limits count per address).
    trustProxy: deps.config.trustedProxies.length > 0 ? deps.config.trustedProxies : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('services', createServices(deps));
  // What each route was registered with: the route-contracts test checks it against the shared table.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      registeredRoutes.push({
        method,
        url: route.url,
        body: route.schema?.body,
        querystring: route.schema?.querystring,
        response: (route.schema?.response ?? {}) as Record<string | number, unknown>,
        rateLimited: route.config !== undefined && 'rateLimit' in route.config,
        upload: ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
          'multipart/form-data',
        ),
      });
    }
  });

  await app.register(requestScope);
  await app.register(requestContext);
  await app.register(requestLog);
  await app.register(metrics);
  await app.register(errorHandler);
  await app.register(refuseNul);
  await app.register(noStore);
  await app.register(closeUnreadBody);
  await app.register(securityHeaders);
  // Every call of the app carries spec §7's headers, so the browser asks first (a preflight, one
  // more round trip); it may keep the answer for an address for 10 minutes (Chrome keeps 2 hours at most).
  const PREFLIGHT_MAX_AGE_SECONDS = 600;
  const customerCors = {
    origin: deps.config.webOrigins,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: false,
    allowedHeaders: API_HEADERS,
    exposedHeaders: ['content-disposition', 'x-request-id'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  };
  // The back-office routes answer only the back-office's origin, with its cookie; the
  // customer routes keep their origins and never take credentials.
  const backofficeCors = {
    origin: [deps.config.backoffice.origin],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: true,
    allowedHeaders: BACKOFFICE_HEADERS,
    exposedHeaders: ['content-disposition', 'x-request-id'],
    methods: ['GET', 'POST', 'DELETE'],
  };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, request.url?.startsWith('/backoffice') ? backofficeCors : customerCors),
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: sqlRateLimitStore(deps.db, deps.clock),
  });
  await app.register(multipart, {
    limits: {
      fileSize: deps.config.upload.maxFileBytes,
      files: deps.config.upload.maxFiles,
      fields: 50,
      fieldSize: 1024 * 1024,
    },
  });
  await app.register(apiDocs);
  await app.register(authPlugin);
  await app.register(operatorAuth);
  await app.register(scaPlugin);
  await app.register(appCheckPlugin);
  await app.register(idempotency);
  await app.register(healthProbes, { workers: options.workers });
  await registerRoutes(app);
  return app;
}
