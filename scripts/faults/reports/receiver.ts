import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../../../apps/api/src/http-out/signature';

export interface ReceivedReport {
  id: string;
  type: string;
  opening_reference: string;
  body: string;
}

/**
 * The insurer's endpoint on loopback: answers 503 while `failuresLeft` lasts (down for the first
 * attempts), verifies every signature (on the drill's moved clock, the API's), keeps each report it accepted (duplicates too, in arrival
 * order). `holdNext` keeps the next accepted report's answer back, so the drill can kill the API
 * after the insurer has the report and before the API records it.
 */
export async function startReportReceiver(secret: string, nowMs: () => number = Date.now) {
  const received: ReceivedReport[] = [];
  const badSignatures: string[] = [];
  const state = { failuresLeft: 0 };
  let hold: ((report: ReceivedReport) => void) | null = null;
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        response.writeHead(503).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = request.headers['x-signature'];
      if (!verifySignature(String(signature ?? ''), body, secret, Math.floor(nowMs() / 1000))) {
        badSignatures.push(body);
        response.writeHead(401).end();
        return;
      }
      const report = { ...(JSON.parse(body) as Omit<ReceivedReport, 'body'>), body };
      received.push(report);
      if (hold) {
        const notify = hold;
        hold = null;
        held.push(response);
        notify(report);
        return;
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/reports`,
    received,
    badSignatures,
    state,
    /** Resolves with the next report accepted, whose answer is kept back until `releaseHeld`. */
    holdNext: () =>
      new Promise<ReceivedReport>((resolve) => {
        hold = resolve;
      }),
    cancelHold: () => {
      hold = null;
    },
    releaseHeld: () => {
      for (const response of held.splice(0)) response.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ReportReceiver = Awaited<ReturnType<typeof startReportReceiver>>;
