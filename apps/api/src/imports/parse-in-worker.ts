import { Worker } from 'node:worker_threads';
import type { ControlMessage, ParseJob, ParseMessage } from './parse-messages';
import type { ParsedFile, ParseRequest } from './parsed-file';
import { decodeBatch } from './row-codec';

/**
 * Parses a file in a worker thread while the caller writes: on two cores the parsing and the
 * database writes run side by side. At most `inFlight` batches wait between the two.
 */
export async function parseInWorker(request: ParseRequest, inFlight = 2): Promise<ParsedFile> {
  const job: ParseJob = { ...request, inFlight };
  const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), {
    workerData: job,
    // A larger young generation: fewer collections of the short-lived rows.
    resourceLimits: { maxYoungGenerationSizeMb: 64 },
  });
  const inbox: ParseMessage[] = [];
  let waiting: ((message: ParseMessage) => void) | undefined;
  const deliver = (message: ParseMessage) => {
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve(message);
    } else inbox.push(message);
  };
  worker.on('message', deliver);
  worker.on('error', (error) => deliver({ type: 'error', message: error.message }));
  worker.on('exit', (code) => deliver({ type: 'error', message: `parser stopped (exit code ${code})` }));
  const receive = () =>
    new Promise<ParseMessage>((resolve) => {
      const queued = inbox.shift();
      if (queued) resolve(queued);
      else waiting = resolve;
    });
  const order = (message: ControlMessage) => worker.postMessage(message);
  const close = async () => {
    worker.removeAllListeners('exit');
    await worker.terminate();
  };

  const first = await receive();
  if (first.type !== 'opened') {
    await close();
    throw new Error(first.type === 'error' ? first.message : 'unexpected parser message');
  }
  return {
    kind: first.kind,
    publishedOn: first.publishedOn,
    async read(start, onSkipped, write) {
      order({ type: 'go', ...start });
      for (;;) {
        const message = await receive();
        if (message.type === 'error') throw new Error(message.message);
        if (message.type === 'done') return;
        if (message.type === 'skipped') onSkipped(message.message);
        if (message.type !== 'rows') continue;
        const rows = decodeBatch(message.text, message.count, start.fields.length);
        await write({ rows, seen: message.seen, rejected: message.rejected, bytes: message.bytes });
        order({ type: 'ack' });
      }
    },
    close,
  };
}
