import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One post the insurer's endpoint received, as it arrived. */
export interface ReceivedReport {
  eventId: string | undefined;
  signature: string;
  rawBody: string;
  /** The receiver's clock when it arrived (Unix seconds). */
  receivedAt: number;
}

/** The tolerance docs/partner-api.md gives the insurer: a `t` further from its clock is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The check docs/partner-api.md gives the insurer, written from the document (not the API's own
 * code): `v1` is the hex HMAC-SHA256 of `t + "." + raw body`, and `t` is within the tolerance.
 */
export function verifySignature(
  header: string,
  rawBody: string,
  secret: string,
  nowSeconds: number,
): boolean {
  const parts = header.split(',').map((part) => part.split('='));
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return parts
    .filter(([name]) => name === 'v1')
    .some(([, hex]) => {
      const given = Buffer.from(hex ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** The insurer's endpoint on loopback, on a port the system chooses: it keeps every post and answers 204. */
export async function startReceiver(): Promise<{
  url: string;
  received: ReceivedReport[];
  stop: () => Promise<void>;
}> {
  const received: ReceivedReport[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        eventId: request.headers['x-event-id'] as string | undefined,
        signature: String(request.headers['x-signature'] ?? ''),
        rawBody: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Math.floor(Date.now() / 1000),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/insurer/status-reports`,
    received,
    stop: () => new Promise((closed) => server.close(() => closed())),
  };
}
