import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_HEADERS, routeKeyOf } from '@app/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { IdempotencyScope } from '../db/repositories/idempotency';
import { AppError } from '../errors';

/** The creating calls (JSON bodies) a client may retry safely with an Idempotency-Key. */
export const IDEMPOTENT_ROUTES: readonly string[] = [
  'POST /user',
  'POST /companies',
  'POST /representatives',
  'POST /companies/{companyId}/mandate',
  'POST /contact',
  'POST /user/signup-reminder',
  // The insurer's side: required there (the route refuses a call without a key).
  'POST /partner/v1/signup-requests',
];

/** How long a key and its answer are kept: a retry within it is answered the same. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a retry waits for its twin still running before giving up with a 409. */
const WAIT_FOR_TWIN_MS = 5_000;
const POLL_MS = 50;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const HEADER = API_HEADERS.idempotencyKey;

/** Answers kept for a retry: the outcome of the call, not a passing state (session, SCA, limits, our failures). */
const keeps = (status: number) => status < 500 && ![399, 401, 409, 429].includes(status);

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyScope;
  }
}

const bodyHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/** The header in the OpenAPI document, without dropping the route's other headers. */
function withHeaderSchema(route: RouteOptions) {
  const schema = (route.schema ?? {}) as { headers?: unknown };
  const header = {
    [HEADER]: z
      .string()
      .optional()
      .describe(
        'Retry key: the same key and body within 24 h replay the first answer; another body is refused (422).',
      ),
  };
  const existing = schema.headers;
  schema.headers = existing instanceof z.ZodObject ? existing.extend(header) : z.looseObject(header);
  route.schema = schema as RouteOptions['schema'];
}

/**
 * Idempotency-Key on creating calls: the first request with a key claims it (a row whose primary
 * key is caller, route and key, so two at once race on one insert on both engines) and runs; its
 * answer is stored with it. A retry with the same key and body gets that answer again (status and
 * body, `idempotent-replayed: true`); one still running is waited for, then 409; the same key with
 * another body is refused with 422. Runs after the route's own checks (session, app-check), so the
 * caller is known: the signed-in user, else the client's address.
 */
async function idempotency(app: FastifyInstance) {
  const keys = app.services.idempotencyKeys;
  const now = () => app.deps.clock.now();

  async function replay(request: FastifyRequest, reply: FastifyReply, scope: IdempotencyScope, hash: string) {
    const deadline = Date.now() + WAIT_FOR_TWIN_MS;
    for (;;) {
      const row = await keys.find(scope);
      if (!row) return false;
      if (row.body_hash !== hash) throw new AppError('validation_failed', 'error.idempotency_key_reused');
      if (row.status !== null) {
        request.log.info({ idempotencyKey: scope.key }, 'idempotent replay');
        reply
          .code(row.status)
          .header('idempotent-replayed', 'true')
          .type(row.response_type ?? 'application/json; charset=utf-8');
        await reply.send(row.response_body ?? '');
        return true;
      }
      if (Date.now() > deadline) throw new AppError('conflict', 'error.idempotency_in_progress');
      await sleep(POLL_MS);
    }
  }

  const claimOrReplay: preHandlerHookHandler = async (request, reply) => {
    const given = request.headers[HEADER];
    if (given === undefined) return;
    if (typeof given !== 'string' || !KEY_PATTERN.test(given)) {
      throw new AppError('validation_failed', 'error.idempotency_key_invalid', {
        [HEADER]: 'error.idempotency_key_invalid',
      });
    }
    const scope: IdempotencyScope = {
      caller: request.partner
        ? `partner:${request.partner.partnerId}`
        : request.auth
          ? `user:${request.auth.userId}`
          : `ip:${request.ip}`,
      route: routeKeyOf(request.method, request.routeOptions.url ?? request.url),
      key: given,
    };
    const hash = bodyHash(request);
    // A key older than its lifetime is forgotten: its next use is a new request.
    await keys.release(scope, new Date(now().getTime() - IDEMPOTENCY_TTL_MS).toISOString());
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await keys.claim(scope, hash, now().toISOString())) {
        request.idempotency = scope;
        return;
      }
      if (await replay(request, reply, scope, hash)) return reply;
      // The row went away meanwhile (its request failed on our side): claim again.
    }
    throw new AppError('conflict', 'error.idempotency_in_progress');
  };

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => IDEMPOTENT_ROUTES.includes(routeKeyOf(method, route.url)))) return;
    withHeaderSchema(route);
    // After the route's own preHandlers: the caller is authenticated and allowed by then.
    route.preHandler = [...[route.preHandler ?? []].flat(), claimOrReplay];
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request, reply, payload) => {
        const scope = request.idempotency;
        if (!scope) return payload;
        request.idempotency = undefined;
        if (keeps(reply.statusCode) && (typeof payload === 'string' || payload == null)) {
          const type = reply.getHeader('content-type');
          await keys.answer(scope, reply.statusCode, payload ?? '', typeof type === 'string' ? type : null);
        } else {
          await keys.release(scope);
        }
        return payload;
      },
    ];
  });
}

export default fp(idempotency, { name: 'idempotency' });
