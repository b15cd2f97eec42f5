import { type FastifyInstance, LogController } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify's own request lines off — its "incoming request" and "request completed" (two lines
 * per request, with the raw URL and its query) and its "Route … not found" —, its error lines kept
 * (a stream's or a serializer's error): the request's one line is this plugin's.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
  override routeNotFound(): void {}
}

/** A path no route matched, as a log may show it: without its query, short. */
const shownPath = (url: string) => url.split('?')[0]?.slice(0, 100) ?? '';

/**
 * One log line per request, when its answer is sent, with its id (`reqId`, the x-request-id
 * header): method, route pattern, status, milliseconds. The route's pattern stands for the path
 * (`/signup/request/:uuid`), so a link's id or a search's words never reach the log; only a path no
 * route matched is shown, without its query. Fastify's own lines per request are off (OneLinePerRequest).
 */
async function requestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? null;
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const where = route ?? shownPath(request.url);
    const line = {
      method: request.method,
      route,
      ...(route === null ? { path: where } : {}),
      status,
      ms,
    };
    const text = `${request.method} ${where} ${status} ${ms} ms`;
    if (status >= 500) request.log.error(line, text);
    else request.log.info(line, text);
    done();
  });
}

export default fp(requestLog, { name: 'request-log' });
