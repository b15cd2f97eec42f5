import type { FastifyReply, FastifyRequest } from 'fastify';
import { concurrencySlots } from '../../concurrency-limit';
import { HASHING_SLOTS } from './password';

/**
 * A flood of logins or sign-ups arrives all at once, and each does a few milliseconds of work on
 * the main thread (app-check, body, database) before its password waits its turn in the hashing
 * pool. Done for every one of them in a row, that work alone holds every other request for tens
 * of milliseconds. So these requests are let in one more at a time than the pool hashes; the
 * others wait here with only their headers read, costing the event loop nothing.
 */
const admitted = concurrencySlots(HASHING_SLOTS + 1);

/** Route `onRequest` hook of the routes that hash or check a password. */
export async function admitPasswordRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const release = await admitted.acquire();
  // The response's 'close' comes once the answer is sent or the connection is lost, whichever
  // is first; a connection already lost while waiting gives its turn back at once.
  if (request.raw.socket?.destroyed || reply.raw.writableEnded) release();
  else reply.raw.once('close', release);
}
