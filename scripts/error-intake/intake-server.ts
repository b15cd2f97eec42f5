/**
 * A stand-in for an error-reporting service, speaking the Sentry SDKs' ingestion protocol on
 * loopback: POST /api/<project>/envelope/ takes an envelope (a header line, then items, each a
 * header line and a payload), and keeps the events it carries so tests and a developer can read
 * them (GET /events: every event received, newest last). Nothing is forwarded anywhere.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedEvent {
  project: string;
  /** The event as the SDK sent it (message, exception, tags, request, user, extra...). */
  event: Record<string, unknown>;
}

export interface ErrorIntake {
  /** The DSN the SDKs are given: its host is this server, its project `project` (digits, as the SDKs require). */
  dsn(project?: string): string;
  readonly url: string;
  events(): ReceivedEvent[];
  /** Resolves once `count` events have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  close(): Promise<void>;
}

const ENVELOPE_PATH = /^\/api\/(\d+)\/envelope\/?$/;
const MAX_BODY = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('envelope too large');
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/** The event items of an envelope (sessions, client reports and the like are left out). */
export function eventsOfEnvelope(body: string): Record<string, unknown>[] {
  const lines = body.split('\n');
  const found: Record<string, unknown>[] = [];
  // Line 0 is the envelope's header; then item header, payload, item header, payload...
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    const payload = lines[index + 1] ?? '';
    if (header.type === 'event') found.push(JSON.parse(payload) as Record<string, unknown>);
  }
  return found;
}

export async function startErrorIntake(options: { port?: number; host?: string } = {}): Promise<ErrorIntake> {
  const host = options.host ?? '127.0.0.1';
  const received: ReceivedEvent[] = [];
  const waiting: { count: number; done: (events: ReceivedEvent[]) => void }[] = [];
  const settle = () => {
    for (const waiter of [...waiting]) {
      if (received.length >= waiter.count) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.done([...received]);
      }
    }
  };

  const server = createServer(async (req, res) => {
    // The browser SDK posts across origins: the web app's page to this server.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type, x-sentry-auth');
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method === 'GET' && path === '/events') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(received));
    }
    const match = ENVELOPE_PATH.exec(path);
    if (req.method !== 'POST' || !match?.[1]) return res.writeHead(404).end();
    try {
      const body = (await readBody(req)).toString('utf8');
      for (const event of eventsOfEnvelope(body)) received.push({ project: match[1], event });
      settle();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    } catch (error) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: (error as Error).message }));
    }
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, host, done));
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;

  return {
    url,
    dsn: (project = '1') => `http://intake@${host}:${port}/${project}`,
    events: () => [...received],
    waitFor: (count, timeoutMs = 5_000) =>
      new Promise((done, fail) => {
        const waiter = { count, done };
        waiting.push(waiter);
        settle();
        setTimeout(() => {
          if (!waiting.includes(waiter)) return;
          waiting.splice(waiting.indexOf(waiter), 1);
          fail(new Error(`${received.length} of ${count} error reports arrived`));
        }, timeoutMs).unref();
      }),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
