import type { Locale } from '@app/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AuditJournal } from './audit';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { DbEngine } from './db/create-db';
import type { Database } from './db/schema';
import type { Messaging } from './messaging/create-messaging';
import type { ErrorReporter } from './observability/error-reporting';
import type { Metrics } from './observability/metrics';
import type { RegistryProvider } from './registry/types';
import type { Services } from './services';
import type { DocumentStorage } from './storage/document-storage';

/** What every service may depend on; built once in buildApp (or by a test). */
export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  engine: DbEngine;
  clock: Clock;
  messaging: Messaging;
  storage: DocumentStorage;
  registry: RegistryProvider;
  /** The process's metrics (requests, backlogs; the screening module registers its backlog here). */
  metrics: Metrics;
  /** Where unexpected errors are reported (ERROR_REPORTING_DSN), scrubbed of personal data. */
  errors: ErrorReporter;
  /** The audit journal: sealed entries, checkpoints of its head, its verification. */
  audit: AuditJournal;
}

export interface AuthContext {
  userId: string;
  sessionId: string;
  completed: boolean;
}

/** A route as registered: method, Fastify URL and its response schemas by status. */
export interface RegisteredRoute {
  method: string;
  url: string;
  body: unknown;
  querystring: unknown;
  response: Record<string | number, unknown>;
  /** Whether the route counts its calls (a `rateLimit` in its config, even when limits are off). */
  rateLimited: boolean;
  /** Whether the route takes files (multipart/form-data). */
  upload: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every service, built once (services.ts). */
    services: Services;
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    locale: Locale;
    auth: AuthContext | null;
  }
}

/** The Fastify instance routes are written against: zod schemas type params, body and reply. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
