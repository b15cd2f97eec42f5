import { Worker } from 'node:worker_threads';

export interface FloodRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Sends every request at once from a worker thread and answers their status codes. A flood
 * comes from other machines: sending it from the test's own thread would charge the server's
 * event loop with the client's work (24 connections opened, requests written, answers parsed)
 * and measure that instead of the server.
 */
export function floodFromWorker(requests: FloodRequest[]): Promise<number[]> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     Promise.all(
       workerData.map(async ({ url, ...init }) => {
         const response = await fetch(url, init);
         await response.arrayBuffer();
         return response.status;
       }),
     ).then((statuses) => parentPort.postMessage(statuses), (error) => parentPort.postMessage(String(error)));`,
    { eval: true, workerData: requests },
  );
  return new Promise<number[]>((resolve, reject) => {
    worker.once('message', (answer: number[] | string) => {
      void worker.terminate();
      if (typeof answer === 'string') reject(new Error(`The flood failed: ${answer}`));
      else resolve(answer);
    });
    worker.once('error', reject);
  });
}

/** The value under which `p` per cent of `values` lie (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Probes `${base}/health` every 5 ms while `flood` runs; answers the latencies in ms. */
export async function probeHealthDuring(base: string, flood: Promise<unknown>): Promise<number[]> {
  let flooding = true;
  const done = flood.finally(() => {
    flooding = false;
  });
  const latencies: number[] = [];
  while (flooding) {
    const started = performance.now();
    await (await fetch(`${base}/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await done;
  return latencies;
}

/** POST /user as the account form sends it, for a flood of sign-ups. */
export function signUpRequest(
  base: string,
  person: { email: string; password: string; lastName: string },
): FloodRequest {
  return {
    url: `${base}/user?accounts=false`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      gender: 2,
      first_name: 'Camille',
      last_name: person.lastName,
      email: person.email,
      email_repeat: person.email,
      phone: '+33 6 12 34 56 78',
      password: person.password,
      password_repeat: person.password,
      registration_type: 'existing_company',
      nationality: 'FR',
    }),
  };
}
