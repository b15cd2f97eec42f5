import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * The id of the request whose work is running now (the x-request-id the caller got back), or null
 * outside a request (a worker's sweep, a command). What a request causes later — an e-mail in the
 * outbox, an insurer's status report — is written with it, so the request's log line, the row and
 * its delivery's log lines can be found by one id.
 */
export const currentRequestId = (): string | null => scope.getStore()?.requestId ?? null;

/** Runs `work` (and everything it awaits) as part of request `requestId`. */
export const runInRequestScope = <T>(requestId: string, work: () => T): T => scope.run({ requestId }, work);
