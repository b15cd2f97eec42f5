import { parentPort, workerData } from 'node:worker_threads';
import { mapRows } from './map-rows';
import type { ControlMessage, ParseJob, ParseMessage } from './parse-messages';
import { loadParser } from './parser-module';
import { blankingMarkers, encodeValues, NULL } from './row-codec';
import { openSourceFile } from './source-files';

// Runs in a worker thread: reads, parses and maps a file while the importer writes.
const port = parentPort;
if (port) {
  const job = workerData as ParseJob;
  const send = (message: ParseMessage) => port.postMessage(message);
  let credits = job.inFlight;
  let wake: ((message: ControlMessage) => void) | undefined;
  const pending: ControlMessage[] = [];
  port.on('message', (message: ControlMessage) => {
    if (message.type === 'ack') {
      credits += 1;
      if (wake && credits > 0) wake(message);
      return;
    }
    if (wake) wake(message);
    else pending.push(message);
  });
  const next = () =>
    new Promise<ControlMessage>((resolve) => {
      const queued = pending.shift();
      if (queued) resolve(queued);
      else
        wake = (message) => {
          wake = undefined;
          resolve(message);
        };
    });

  const run = async () => {
    const parser = await loadParser(job.parser);
    let bytes = 0;
    const input = (await openSourceFile(job.ref, (n) => (bytes += n))).pipe(blankingMarkers());
    const file = await parser.open(input, job.fileName, job.fileKey);
    send({ type: 'opened', kind: file.kind, publishedOn: file.publishedOn });
    const order = await next();
    if (order.type !== 'go') {
      input.destroy();
      return;
    }
    const options = {
      batchSize: job.batchSize,
      nullAs: NULL,
      onSkipped: (message: string) => send({ type: 'skipped', message }),
    };
    await mapRows(file, order, options, async ({ values, count, seen, rejected }) => {
      while (credits <= 0) await next();
      credits -= 1;
      send({ type: 'rows', text: encodeValues(values), count, seen, rejected, bytes });
    });
    send({ type: 'done' });
  };
  run().catch((error: unknown) =>
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
}
