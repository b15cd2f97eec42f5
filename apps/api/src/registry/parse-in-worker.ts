import { Worker } from 'node:worker_threads';
import type { StockRef } from '../imports/source-files';
import type { RowBatch } from './import-writer';
import { decodeBatch, fieldsOf } from './row-codec';
import type { StockKind } from './sirene-rows';
import type { ControlMessage, ParseJob, ParseMessage } from './stock-parse';

export interface ParsedBatch {
  rows: RowBatch;
  /** Rows read from the file so far, rejected ones included: the resume checkpoint. */
  seen: number;
  rejected: number;
  bytes: number;
}

export interface ParsedStock {
  kind: StockKind;
  /** Reads the rows after the first `skip`, batch by batch; `close` when not reading them. */
  batches(skip: number): AsyncGenerator<ParsedBatch, { seen: number; rejected: number; bytes: number }>;
  close(): Promise<void>;
}

/**
 * Parses a stock file in a worker thread while the caller writes: on two cores the CSV parsing
 * and the database writes run side by side. At most `inFlight` batches wait between the two.
 */
export async function parseInWorker(ref: StockRef, batchSize: number, inFlight = 2): Promise<ParsedStock> {
  const job: ParseJob = { ref, batchSize, inFlight };
  const worker = new Worker(new URL('./stock-parse-worker.mjs', import.meta.url), {
    workerData: job,
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
  if (first.type !== 'header') {
    await close();
    throw new Error(first.type === 'error' ? first.message : 'unexpected parser message');
  }
  const { kind } = first;
  const fields = fieldsOf(kind);
  return {
    kind,
    async *batches(skip) {
      order({ type: 'go', skip });
      for (;;) {
        const message = await receive();
        if (message.type === 'error') throw new Error(message.message);
        if (message.type === 'done') return message;
        if (message.type !== 'rows') continue;
        const rows = decodeBatch(message.text, message.count, fields);
        yield { rows, seen: message.seen, rejected: message.rejected, bytes: message.bytes };
        order({ type: 'ack' });
      }
    },
    close,
  };
}
