import { parentPort, workerData } from 'node:worker_threads';
import { ScreeningIndex } from '@app/domain';
import type { RescreenWorkerData, ScoreReply, ScoreRequest } from './rescreen-messages';
import { screenerOf } from './screener';
import { hitsOf } from './subject-hits';

// Runs in a worker thread of a rescreen: indexes the versions it is given once, then scores the
// pages of subjects it is sent with the same screener as the calling thread would.
const port = parentPort;
if (port) {
  const { settings, lists } = workerData as RescreenWorkerData;
  const screener = screenerOf(
    lists.map(({ version, entries }) => ({ version, index: new ScreeningIndex(entries) })),
    settings,
  );
  port.on('message', ({ id, subjects }: ScoreRequest) => {
    let reply: ScoreReply;
    try {
      reply = { id, hits: subjects.flatMap((subject) => hitsOf(screener, subject)) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
}
