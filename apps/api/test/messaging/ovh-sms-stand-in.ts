import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the stand-in received, as the provider would see it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
  /** Whether its X-Ovh-Signature matched the account's secret and consumer key. */
  signatureValid: boolean;
}

/** How the next job call is answered; accepted jobs count as delivered to the phone. */
export type JobBehaviour =
  | { kind: 'accept' }
  /** Accepts the job, then answers only after this long (past the client's timeout). */
  | { kind: 'accept-then-delay'; ms: number }
  /** Accepts the job, then closes the connection without an answer. */
  | { kind: 'accept-then-drop' }
  /** Accepts the job, answers 200 and closes the connection in the middle of the body. */
  | { kind: 'accept-then-cut' }
  /** Refuses without accepting: this status and body (JSON), these headers. */
  | { kind: 'answer'; status: number; body: unknown; headers?: Record<string, string> };

export const STAND_IN_ACCOUNT = {
  serviceName: 'sms-ts00000-1',
  applicationKey: 'stand-in-application-key',
  applicationSecret: 'stand-in-application-secret-6f1c2e',
  consumerKey: 'stand-in-consumer-key-9a7b3d',
  sender: 'ProSante',
};

/**
 * A stand-in of OVHcloud's SMS API on loopback (docs/decisions/014-sms-provider.md): checks each
 * call's signature as the provider does, records the calls, counts the SMS accepted per client
 * reference (the job's tag), and can answer errors, answer late or drop the connection.
 */
export async function startOvhSmsStandIn() {
  const calls: RecordedCall[] = [];
  /** Accepted SMS: tag and receiver of each, in order. */
  const accepted: { id: number; tag: string; receiver: string; message: string; sender: unknown }[] = [];
  const behaviours: JobBehaviour[] = [];
  const invalidNumbers = new Set<string>();
  let nextId = 1000;
  const base = `/1.0/sms/${STAND_IN_ACCOUNT.serviceName}`;
  let origin = '';

  function signatureOf(method: string, url: string, body: string, timestamp: string): string {
    const { applicationSecret, consumerKey } = STAND_IN_ACCOUNT;
    const text = [applicationSecret, consumerKey, method, url, body, timestamp].join('+');
    return `$1$${createHash('sha1').update(text).digest('hex')}`;
  }

  const json = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

  function handleJob(body: Record<string, unknown>, response: ServerResponse) {
    const behaviour = behaviours.shift() ?? { kind: 'accept' };
    if (behaviour.kind === 'answer') {
      json(response, behaviour.status, behaviour.body, behaviour.headers);
      return;
    }
    const receivers = Array.isArray(body.receivers) ? (body.receivers as string[]) : [];
    const valid = receivers.filter((receiver) => !invalidNumbers.has(receiver));
    const ids = valid.map((receiver) => {
      nextId += 1;
      accepted.push({
        id: nextId,
        tag: String(body.tag ?? ''),
        receiver,
        message: String(body.message ?? ''),
        sender: body.sender,
      });
      return nextId;
    });
    const report = {
      ids,
      validReceivers: valid,
      invalidReceivers: receivers.filter((receiver) => invalidNumbers.has(receiver)),
      totalCreditsRemoved: ids.length,
    };
    if (behaviour.kind === 'accept-then-drop') {
      response.socket?.destroy();
      return;
    }
    if (behaviour.kind === 'accept-then-cut') {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
      response.write('{"ids":[');
      setTimeout(() => response.socket?.destroy(), 20);
      return;
    }
    if (behaviour.kind === 'accept-then-delay') {
      setTimeout(() => {
        if (!response.destroyed) json(response, 200, report);
      }, behaviour.ms);
      return;
    }
    json(response, 200, report);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', origin);
      const method = request.method ?? 'GET';
      const timestamp = String(request.headers['x-ovh-timestamp'] ?? '');
      const signatureValid =
        request.headers['x-ovh-application'] === STAND_IN_ACCOUNT.applicationKey &&
        request.headers['x-ovh-consumer'] === STAND_IN_ACCOUNT.consumerKey &&
        request.headers['x-ovh-signature'] === signatureOf(method, `${origin}${request.url}`, raw, timestamp);
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      calls.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
        signatureValid,
      });
      if (!signatureValid) {
        json(response, 403, { message: 'Invalid signature' });
        return;
      }
      if (method === 'POST' && url.pathname === `${base}/jobs` && body) {
        handleJob(body, response);
        return;
      }
      if (method === 'GET' && url.pathname === `${base}/outgoing`) {
        const tag = url.searchParams.get('tag');
        json(
          response,
          200,
          accepted.filter((sms) => tag === null || sms.tag === tag).map((sms) => sms.id),
        );
        return;
      }
      json(response, 404, { message: 'The requested object does not exist' });
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    calls,
    accepted,
    invalidNumbers,
    /** Queues how the next job calls are answered (then: accept). */
    next(...queued: JobBehaviour[]) {
      behaviours.push(...queued);
    },
    jobCalls: () => calls.filter((call) => call.method === 'POST' && call.path.endsWith('/jobs')),
    /** SMS accepted for this client reference: what reached the customer's phone. */
    deliveries: (tag: string) => accepted.filter((sms) => sms.tag === tag).length,
    /** The settings an API process needs to send its SMS here. */
    env: {
      SMS_TRANSPORT: 'ovh' as const,
      SMS_API_URL: `${origin}/1.0`,
      SMS_OVH_SERVICE_NAME: STAND_IN_ACCOUNT.serviceName,
      SMS_OVH_APPLICATION_KEY: STAND_IN_ACCOUNT.applicationKey,
      SMS_OVH_APPLICATION_SECRET: STAND_IN_ACCOUNT.applicationSecret,
      SMS_OVH_CONSUMER_KEY: STAND_IN_ACCOUNT.consumerKey,
      SMS_SENDER: STAND_IN_ACCOUNT.sender,
      SMS_TIMEOUT_SECONDS: '1',
      SMS_RETRY_BASE_MS: '20',
    },
    reset() {
      calls.length = 0;
      behaviours.length = 0;
      invalidNumbers.clear();
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type OvhSmsStandIn = Awaited<ReturnType<typeof startOvhSmsStandIn>>;
