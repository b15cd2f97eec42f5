import type { IncomingMessage } from 'node:http';

/** What a client-chosen request id may look like: short, no spaces, quotes or markup. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The id of a request in logs and in the x-request-id answer header: the client's own id when it
 * is a safe short token (so a caller can follow its call), otherwise a new one, so that a header
 * cannot inject text into log lines or into the answer.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
