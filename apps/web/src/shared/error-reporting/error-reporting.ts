import { scrubErrorReport } from '@app/domain';
import type { BrowserClient, Scope } from '@sentry/react';
import { readConsent } from '../consent/consent-cookie';

/** What went wrong, as the spec's error catalogue names it (§8). */
export type ReportedFailure =
  | { kind: 'upload'; problem: string; status?: number }
  | { kind: 'sca'; reason: string }
  | { kind: 'unexpected'; error: unknown };

/** The endpoint the web server gave with env.js (WEB_ERROR_REPORTING_DSN), if any. */
const configuredDsn = (): string | undefined =>
  typeof window === 'undefined' ? undefined : window.__ENV__?.errorReportingDsn;

interface Reporter {
  client: BrowserClient;
  scope(tags: Record<string, string>): Scope;
}

let reporter: Promise<Reporter> | null = null;

/** The SDK is loaded on the first report only: a visitor without errors or consent never downloads it. */
function reporterFor(dsn: string): Promise<Reporter> {
  reporter ??= import('@sentry/react').then((sdk) => {
    const { BrowserClient, defaultStackParser, makeFetchTransport } = sdk;
    const client = new BrowserClient({
      dsn,
      transport: makeFetchTransport,
      stackParser: defaultStackParser,
      // No automatic capture, breadcrumbs or session replay: only what the app hands over.
      integrations: [],
      beforeSend: (event) => scrubErrorReport(event),
    });
    client.init();
    const scope = (tags: Record<string, string>) => {
      const created = new sdk.Scope();
      created.setTags(tags);
      return created;
    };
    return { client, scope };
  });
  return reporter;
}

/**
 * Reports a failure to the error-reporting service, only with the visitor's analytics consent and
 * when an endpoint is configured; personal data is scrubbed before anything is sent.
 */
export async function reportFailure(failure: ReportedFailure): Promise<void> {
  const dsn = configuredDsn();
  if (!dsn || readConsent()?.analytics !== true) return;
  const { client, scope } = await reporterFor(dsn);
  const path = window.location.pathname;
  if (failure.kind === 'unexpected') {
    client.captureException(failure.error, undefined, scope({ path }));
  } else if (failure.kind === 'sca') {
    client.captureMessage('Error on SCA', 'error', undefined, scope({ reason: failure.reason, path }));
  } else {
    const tags = { problem: failure.problem, status: String(failure.status ?? ''), path };
    client.captureMessage(`Upload error: ${failure.problem}`, 'warning', undefined, scope(tags));
  }
}

/** Sends what is queued (tests; a page about to close). */
export async function flushReports(timeoutMs = 2_000): Promise<boolean> {
  return reporter ? (await reporter).client.flush(timeoutMs) : true;
}

/** Forgets the client (tests start each case afresh). */
export function resetErrorReporting(): void {
  reporter = null;
}
