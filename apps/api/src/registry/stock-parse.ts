import { Transform } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { type ColumnSelection, readCsvBatches } from '../imports/csv-reader';
import { openStock, type StockRef } from '../imports/source-files';
import { fieldsOf, recordEncoder } from './row-codec';
import { columnsRead, establishmentMapper, stockKindOf, unitMapper } from './sirene-rows';

/** Messages the parsing thread sends to the importer. */
export type ParseMessage =
  | { type: 'header'; kind: 'units' | 'establishments' }
  | { type: 'rows'; text: string; count: number; seen: number; rejected: number; bytes: number }
  | { type: 'done'; seen: number; rejected: number; bytes: number }
  | { type: 'error'; message: string };

/** Messages the importer answers with. */
export type ControlMessage = { type: 'go'; skip: number } | { type: 'ack' };

export interface ParseJob {
  ref: StockRef;
  batchSize: number;
  /** Batches sent and not yet written: bounds memory whichever thread is the slower. */
  inFlight: number;
}

/** Blanks the row codec's separators out of the stock (never meaningful in INSEE data). */
function blankingSeparators(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (const byte of [0x00, 0x1f]) {
        for (let at = chunk.indexOf(byte); at !== -1; at = chunk.indexOf(byte, at + 1)) chunk[at] = 0x20;
      }
      done(null, chunk);
    },
  });
}

// Runs in a worker thread: reads, parses and maps the stock file while the importer writes.
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
    let bytes = 0;
    const input = (await openStock(job.ref, (n) => (bytes += n))).pipe(blankingSeparators());
    const selection: ColumnSelection = {};
    const batches = readCsvBatches(input, selection);
    const first = await batches.next();
    const firstRows = first.done ? [] : first.value;
    const headerRow = firstRows.shift();
    if (!headerRow) throw new Error('empty file');
    const header = headerRow.map((column) => column.replace(/^\uFEFF/, '').trim());
    const kind = stockKindOf(header);
    selection.keep = columnsRead(kind, header);
    send({ type: 'header', kind });
    const order = await next();
    if (order.type !== 'go') {
      input.destroy();
      return;
    }
    const map: (row: readonly string[]) => object | null =
      kind === 'units' ? unitMapper(header) : establishmentMapper(header);
    const encode = recordEncoder(fieldsOf(kind));
    let seen = 0;
    let rejected = 0;
    let parts: string[] = [];
    let count = 0;
    const flush = async () => {
      while (credits <= 0) await next();
      credits -= 1;
      send({ type: 'rows', text: parts.join('\u001f'), count, seen, rejected, bytes });
      parts = [];
      count = 0;
    };
    const take = async (rows: string[][]) => {
      for (const row of rows) {
        seen += 1;
        if (seen <= order.skip) continue;
        const record = map(row);
        if (!record) {
          rejected += 1;
          continue;
        }
        encode(record, parts);
        count += 1;
        if (count >= job.batchSize) await flush();
      }
    };
    await take(firstRows);
    for await (const rows of batches) await take(rows);
    if (count > 0) await flush();
    send({ type: 'done', seen, rejected, bytes });
  };
  run().catch((error: unknown) =>
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
}
