import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../documents/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

/** A file that starts as a PDF does, of the given size. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, ' ')]);

/**
 * A browser's connection reuse: one keep-alive socket, a refused upload on it, then an ordinary
 * call. The second call must be answered (on the same socket or, once the server closed it, on a
 * new one the client opens at once), not left hanging until the socket times out.
 */
describe('a refused upload does not leave the connection hanging', () => {
  let t: TestApp;
  let user: TestUser;
  let base: URL;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_ENABLED: 'false', UPLOAD_MAX_FILE_BYTES: String(64 * 1024) },
    });
    user = await createTestUser(t.deps);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await t.close();
  });

  /** One connection that reads answers as they come, and tells when the server closed it. */
  function connect() {
    const socket = net.connect(Number(base.port), base.hostname);
    let received = Buffer.alloc(0);
    let closed = false;
    const waiters = new Set<() => void>();
    const wake = () => {
      for (const waiter of waiters) waiter();
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      wake();
    });
    // The server may answer and close before it has read the whole body: that is allowed.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      wake();
    });

    /** The next whole answer, 'closed' when the server ended the connection, 'silent' after the wait. */
    function next(waitMs: number): Promise<{ status: number; connection?: string } | 'closed' | 'silent'> {
      return new Promise((resolve) => {
        const check = () => {
          const end = received.indexOf('\r\n\r\n');
          if (end >= 0) {
            const head = received.subarray(0, end).toString('latin1');
            const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
            if (received.length >= end + 4 + length) {
              received = received.subarray(end + 4 + length);
              done({
                status: Number(head.split(' ')[1]),
                connection: /\r\nconnection: *([^\r]+)/i.exec(head)?.[1]?.toLowerCase(),
              });
              return;
            }
          }
          if (closed) done('closed');
        };
        const timer = setTimeout(() => done('silent'), waitMs);
        const done = (result: Awaited<ReturnType<typeof next>>) => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(result);
        };
        waiters.add(check);
        check();
      });
    }
    return { socket, next, isClosed: () => closed };
  }

  const head = (method: string, path: string, headers: Record<string, string | number>) =>
    `${method} ${path} HTTP/1.1\r\nhost: ${base.host}\r\nconnection: keep-alive\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;

  async function refusedThenHealth(
    refused: { path: string; headers: Record<string, string>; body: Buffer },
    status: number,
  ) {
    const connection = connect();
    try {
      connection.socket.write(
        head('POST', refused.path, { ...refused.headers, 'content-length': refused.body.length }),
      );
      connection.socket.write(refused.body);
      const first = await connection.next(3000);
      expect(first).toMatchObject({ status });
      // The same socket, as a browser reuses it: answered, or closed where the client sees it at once.
      const started = performance.now();
      if (!connection.isClosed()) connection.socket.write(head('GET', '/health', {}));
      const second = await connection.next(1000);
      expect(second === 'closed' || (second !== 'silent' && second.status === 200)).toBe(true);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      connection.socket.destroy();
    }
  }

  it('after a body over the size limit (413)', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 'a');
    await refusedThenHealth(
      {
        path: '/contact',
        headers: { 'content-type': 'application/json' },
        body,
      },
      413,
    );
  });

  it('after a body of a type the API does not take (415)', async () => {
    const body = Buffer.alloc(512 * 1024, 'a');
    await refusedThenHealth(
      {
        path: '/contact',
        headers: { 'content-type': 'application/xml' },
        body,
      },
      415,
    );
  });

  it('after an uploaded file over the per-file limit (413)', async () => {
    const upload = multipart([
      { filename: 'scan.pdf', content: pdfOf(3 * 1024 * 1024), contentType: 'application/pdf' },
    ]);
    await refusedThenHealth(
      {
        path: '/user/documents/identity_card?archive=false',
        headers: { ...user.headers, ...upload.headers },
        body: upload.payload,
      },
      413,
    );
  });

  it('after an uploaded file of a type the bank does not take (415)', async () => {
    // The refusal comes with the first file; the rest of the body is still on its way.
    const upload = multipart([
      { filename: 'setup.pdf', content: Buffer.alloc(16 * 1024, 'M'), contentType: 'application/pdf' },
      { filename: 'scan.pdf', content: pdfOf(3 * 1024 * 1024), contentType: 'application/pdf' },
    ]);
    await refusedThenHealth(
      {
        path: '/user/documents/identity_card?archive=false',
        headers: { ...user.headers, ...upload.headers },
        body: upload.payload,
      },
      415,
    );
  });
});
