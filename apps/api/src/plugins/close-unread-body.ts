import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a refused upload's connection may stay open for the client to see the close. */
const LINGER_MS = 5_000;

/** Discards what is left of a body nobody read, and ends the connection a while later. */
function lingerOnUnreadBody(raw: IncomingMessage): void {
  if (raw.complete) return;
  raw.resume();
  const socket = raw.socket;
  // Injected requests (tests) have no network socket to end.
  if (!(socket instanceof Socket)) return;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * An upload refused before its body was read (413 too large, 415 wrong type) leaves the rest of
 * the body on the connection: kept alive, the next request on it would be read as that body and
 * never answered. Such an answer says `Connection: close`; what still arrives is discarded so the
 * client's own close is seen, and the socket is ended for good after a short while.
 */
async function closeUnreadBody(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const refused = reply.statusCode === 413 || reply.statusCode === 415;
    if (refused || (reply.statusCode >= 400 && !request.raw.complete)) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onResponse', (request, _reply, done) => {
    lingerOnUnreadBody(request.raw);
    done();
  });
}

export default fp(closeUnreadBody, { name: 'close-unread-body' });
