import { createHash } from 'node:crypto';
import type { OutboxMessage } from './outbox.repository';
import { PermanentDeliveryError, type Transport } from './transport';

/** OVHcloud's SMS API account (docs/decisions/014-sms-provider.md). */
export interface OvhSmsSettings {
  /** https://eu.api.ovh.com/1.0, or the stand-in's address in tests. */
  apiUrl: string;
  serviceName: string;
  applicationKey: string;
  applicationSecret: string;
  consumerKey: string;
  sender: string;
  timeoutMs: number;
  /** Calls per delivery attempt on transient errors. */
  attempts: number;
  retryBaseMs: number;
}

/** A 429 asking to wait longer than this ends the attempt; the outbox tries again later. */
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * The client reference of a message: its outbox id, sent as the job's `tag`. OVHcloud documents
 * no deduplication of jobs, so before any call that could repeat an earlier one (after a
 * timeout, a dropped connection or a 5xx) the transport asks which sent SMS carry the tag.
 */
export const clientReference = (message: Pick<OutboxMessage, 'id'>): string => message.id;

type CallOutcome =
  | { kind: 'sent' }
  | { kind: 'permanent'; reason: string }
  /** `ambiguous`: the provider may have accepted the job (look it up before sending again). */
  | { kind: 'retry'; reason: string; ambiguous: boolean; waitMs?: number };

interface OvhJobReport {
  ids?: unknown;
  invalidReceivers?: unknown;
  validReceivers?: unknown;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A network error before any byte was sent: the provider cannot have accepted anything. */
function neverSent(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(cause?.code ?? '');
}

/** The provider's own error text, short, for the outbox's error column (never our headers). */
async function providerMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message.slice(0, 200);
  } catch {
    // Not JSON: the status says enough.
  }
  return '';
}

/**
 * SMS through OVHcloud's API: POST /sms/{serviceName}/jobs, each call signed with the
 * application secret and consumer key (X-Ovh-Signature), neither of which ever leaves in a
 * header, a log or an error text. One delivery attempt makes up to `attempts` calls, waiting
 * longer between them; permanent refusals throw PermanentDeliveryError.
 */
export function createOvhSmsTransport(
  settings: OvhSmsSettings,
  options: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void>; now?: () => number } = {},
): Transport {
  const call = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const now = options.now ?? Date.now;
  const base = `${settings.apiUrl}/sms/${encodeURIComponent(settings.serviceName)}`;

  function signedHeaders(method: string, url: string, body: string): Record<string, string> {
    const timestamp = String(Math.floor(now() / 1000));
    const signature = sha1(
      [settings.applicationSecret, settings.consumerKey, method, url, body, timestamp].join('+'),
    );
    return {
      'content-type': 'application/json',
      'x-ovh-application': settings.applicationKey,
      'x-ovh-consumer': settings.consumerKey,
      'x-ovh-timestamp': timestamp,
      'x-ovh-signature': `$1$${signature}`,
    };
  }

  async function request(method: 'GET' | 'POST', url: string, body = ''): Promise<Response> {
    return call(url, {
      method,
      headers: signedHeaders(method, url, body),
      ...(method === 'POST' ? { body } : {}),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  }

  /** Whether an SMS with this reference already left (true), did not (false), or we cannot tell (throws). */
  async function alreadySent(reference: string): Promise<boolean> {
    const response = await request('GET', `${base}/outgoing?tag=${encodeURIComponent(reference)}`);
    if (!response.ok) throw new Error(`SMS provider lookup answered ${response.status}`);
    return listOf(await response.json()).length > 0;
  }

  async function postJob(message: OutboxMessage): Promise<CallOutcome> {
    const body = JSON.stringify({
      message: message.body_text,
      receivers: [message.recipient],
      sender: settings.sender,
      // A code is not advertising: no STOP clause appended (and no replies to an alphanumeric sender).
      noStopClause: true,
      senderForResponse: false,
      priority: 'high',
      tag: clientReference(message),
    });
    let response: Response;
    try {
      response = await request('POST', `${base}/jobs`, body);
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        kind: 'retry',
        reason: timedOut
          ? `SMS provider did not answer within ${settings.timeoutMs} ms`
          : 'SMS provider unreachable',
        ambiguous: timedOut || !neverSent(error),
      };
    }
    if (response.ok) {
      const report = (await response.json().catch(() => null)) as OvhJobReport | null;
      // Accepted but the answer was cut short: the SMS may have left, look it up.
      if (!report) return { kind: 'retry', reason: 'SMS provider answer unreadable', ambiguous: true };
      if (listOf(report.ids).length > 0) return { kind: 'sent' };
      if (listOf(report.invalidReceivers).length > 0)
        return { kind: 'permanent', reason: 'SMS provider refused the number as invalid' };
      return { kind: 'permanent', reason: 'SMS provider accepted no receiver' };
    }
    const detail = await providerMessage(response);
    const reason = `SMS provider answered ${response.status}${detail ? `: ${detail}` : ''}`;
    if (response.status === 429) {
      const waitMs = retryAfterMs(response.headers.get('retry-after'), now());
      return { kind: 'retry', reason, ambiguous: false, ...(waitMs === undefined ? {} : { waitMs }) };
    }
    // A 5xx may come after the job was queued: look it up before sending again.
    if (response.status >= 500) return { kind: 'retry', reason, ambiguous: true };
    // 400 (bad number or sender), 401/403 (keys refused), 404 (no such account): no retry fixes them.
    return { kind: 'permanent', reason };
  }

  return {
    async deliver(message) {
      const reference = clientReference(message);
      // An earlier outbox attempt failed somehow: it may still have reached the provider.
      let mayHaveBeenAccepted = message.attempts > 0;
      let lastReason = 'SMS not sent';
      for (let call = 1; call <= settings.attempts; call += 1) {
        if (mayHaveBeenAccepted && (await alreadySent(reference))) return;
        const outcome = await postJob(message);
        if (outcome.kind === 'sent') return;
        if (outcome.kind === 'permanent') throw new PermanentDeliveryError(outcome.reason);
        lastReason = outcome.reason;
        mayHaveBeenAccepted ||= outcome.ambiguous;
        if (call === settings.attempts) break;
        const waitMs = outcome.waitMs ?? settings.retryBaseMs * 2 ** (call - 1);
        // Waiting longer would hold the outbox's lease: the outbox's own retry takes over.
        if (waitMs > MAX_RETRY_AFTER_MS) break;
        await sleep(waitMs);
      }
      throw new Error(lastReason);
    },
  };
}
