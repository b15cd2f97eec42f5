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
