import { scrubErrorReport } from '@app/domain';
import { defaultStackParser, makeNodeTransport, NodeClient, Scope } from '@sentry/node';

/** Where the API's unexpected errors go: a Sentry-protocol endpoint, or nowhere. */
export interface ErrorReporter {
  /** A 500: the error, the request's id and route pattern (never its body, headers or query). */
  report(error: unknown, request: { id: string; method: string; route: string | undefined }): void;
  /** Sends what is queued (at shutdown, and in tests). */
  flush(timeoutMs?: number): Promise<boolean>;
}

const OFF: ErrorReporter = { report: () => {}, flush: async () => true };

/**
 * A client of its own (no global state, no automatic instrumentation): the API reports only
 * what its error handler hands it, each report scrubbed of personal data before it leaves.
 */
export function createErrorReporter(settings: { dsn: string | null; environment: string }): ErrorReporter {
  if (!settings.dsn) return OFF;
  const client = new NodeClient({
    dsn: settings.dsn,
    environment: settings.environment,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    beforeSend: (event) => scrubErrorReport(event),
  });
  client.init();
  return {
    report(error, request) {
      const scope = new Scope();
      scope.setTag('request_id', request.id);
      scope.setTag('route', `${request.method} ${request.route ?? 'unknown route'}`);
      client.captureException(error, undefined, scope);
    },
    flush: async (timeoutMs = 2_000) => client.flush(timeoutMs),
  };
}
