import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpeningStatus } from '@app/domain';
import { createDb } from '../../../apps/api/src/db/create-db';
import { type RunningApi, sleep, startApi } from '../api';
import { tempDir } from '../files';
import { startPostgres } from '../postgres';
import { lost, type RunResult, survived } from '../scenario';
import { commitMove, consentedOpening, drillOpenings, LIFECYCLE } from './openings';
import { type ReceivedReport, startReportReceiver } from './receiver';

const OPENINGS_PER_RUN = 3;
/** 503 answers at the start of every run: the insurer is down for the first attempts. */
const FIRST_ATTEMPTS_REFUSED = 3;
const SECRET = 'drill-secret-0123456789abcdef';
/** A killed process's lease lasts the attempt's timeout + 30 s: the restarted API's clock is moved past it. */
const TIMEOUT_SECONDS = 2;
const PAST_A_LEASE_MS = (TIMEOUT_SECONDS + 31) * 1000;
const DELIVERY_DEADLINE_MS = 60_000;

export interface Figures {
  runs: number;
  survived: number;
  events: number;
  received: number;
  duplicates: number;
  outOfOrder: number;
  lost: number;
  kills: number;
  failures: string[];
}

interface StoredReport {
  id: string;
  company_id: string;
  seq: number;
  state: string;
}

/**
 * The status-report drill: the real API as a child process with a fast retry schedule, an insurer
 * down for the first attempts, openings moved through the openings service (each move commits its report),
 * and per run two kill -9: right after a move's commit (before the worker posts it) and after the
 * insurer accepted a report but before the API recorded it. At the end of a run every report
 * written is received at least once, a duplicate carries the same id and body, each opening's
 * reports arrive in order, none is lost.
 */
export async function runReportDrill(engine: 'sqlite' | 'postgres', runs: number): Promise<Figures> {
  const dataDir = tempDir('reports');
  const offsetFile = join(dataDir, 'clock-offset');
  let offset = 0;
  writeFileSync(offsetFile, '0');
  const postgres = engine === 'postgres' ? await startPostgres() : null;
  const databaseUrl = postgres?.url ?? `file:${dataDir}/app.db`;
  // The insurer's clock is the API's: the drill moves both, or a signature would look too old.
  const receiver = await startReportReceiver(SECRET, () => Date.now() + offset);
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    CLOCK_OFFSET_FILE: offsetFile,
    STATUS_REPORT_URL: receiver.url,
    STATUS_REPORT_SECRETS: SECRET,
    STATUS_REPORT_INTERVAL_SECONDS: '0.2',
    STATUS_REPORT_FIRST_RETRY_SECONDS: '0.3',
    STATUS_REPORT_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
  };
  let api: RunningApi = await startApi(env);
  const handle = createDb(databaseUrl, { poolSize: 2 });
  const db = handle.db;
  const openings = drillOpenings(db, env);
  const now = () => new Date(Date.now() + offset).toISOString();
  const figures: Figures = {
    runs: 0,
    survived: 0,
    events: 0,
    received: 0,
    duplicates: 0,
    outOfOrder: 0,
    lost: 0,
    kills: 0,
    failures: [],
  };

  const restart = async () => {
    await api.crash();
    figures.kills += 1;
    // The killed process may hold a lease: the new one's clock is past it, as after a real wait.
    offset += PAST_A_LEASE_MS;
    writeFileSync(offsetFile, String(offset));
    api = await startApi(env);
  };

  async function run(index: number): Promise<RunResult> {
    const firstReceived = receiver.received.length;
    receiver.state.failuresLeft = FIRST_ATTEMPTS_REFUSED;
    const companies: string[] = [];
    for (let count = 0; count < OPENINGS_PER_RUN; count += 1)
      companies.push(await consentedOpening(api.url, db, now()));

    // Every opening's moves, interleaved at random, each opening's own order kept.
    const queues = companies.map((companyId) => ({ companyId, moves: [...LIFECYCLE] as OpeningStatus[] }));
    const moves: { companyId: string; to: OpeningStatus }[] = [];
    for (let open = queues.filter((queue) => queue.moves.length > 0); open.length > 0; ) {
      const queue = open[Math.floor(Math.random() * open.length)];
      const to = queue?.moves.shift();
      if (queue && to) moves.push({ companyId: queue.companyId, to });
      open = queues.filter((item) => item.moves.length > 0);
    }
    const killAfter = Math.floor(Math.random() * moves.length);
    // Half the runs: the kill after the insurer took a report, before the API wrote it down.
    const heldReport: Promise<ReceivedReport> | null = index % 2 === 0 ? receiver.holdNext() : null;

    for (const [position, move] of moves.entries()) {
      await commitMove(db, openings, move.companyId, move.to, now());
      if (position === killAfter) await restart();
      await sleep(Math.floor(Math.random() * 60));
    }
    if (heldReport) {
      const held = await Promise.race([heldReport, sleep(20_000).then(() => null)]);
      receiver.cancelHold();
      if (held) {
        await restart();
        receiver.releaseHeld();
      }
    }

    const stored = (): Promise<StoredReport[]> =>
      db
        .selectFrom('status_reports')
        .select(['id', 'company_id', 'seq', 'state'])
        .where('company_id', 'in', companies)
        .orderBy('company_id')
        .orderBy('seq')
        .execute();
    let reports = await stored();
    for (let waited = 0; waited < DELIVERY_DEADLINE_MS; waited += 200) {
      if (reports.every((report) => report.state === 'delivered')) break;
      await sleep(200);
      reports = await stored();
    }

    const arrivals = receiver.received.slice(firstReceived);
    const written = reports.length;
    const expected = OPENINGS_PER_RUN * 3;
    const seen = new Map<string, ReceivedReport>();
    let duplicates = 0;
    let differentCopy = 0;
    for (const arrival of arrivals) {
      const first = seen.get(arrival.id);
      if (first) {
        duplicates += 1;
        if (first.body !== arrival.body) differentCopy += 1;
      } else seen.set(arrival.id, arrival);
    }
    const missing = reports.filter((report) => !seen.has(report.id));
    // In order: the first arrivals of an opening's reports follow their numbers.
    const firstOrder = [...seen.values()];
    let outOfOrder = 0;
    for (const companyId of companies) {
      const expectedOrder = reports
        .filter((report) => report.company_id === companyId)
        .map((report) => report.id);
      const arrived = firstOrder
        .filter((report) => report.opening_reference === companyId)
        .map((report) => report.id);
      if (expectedOrder.join() !== arrived.join()) outOfOrder += 1;
    }
    figures.events += written;
    figures.received += arrivals.length;
    figures.duplicates += duplicates;
    figures.outOfOrder += outOfOrder;
    figures.lost += missing.length + Math.max(0, expected - written);

    if (written !== expected) return lost(`${written} report(s) written for ${expected} reported moves`);
    if (missing.length > 0) return lost(`${missing.length} report(s) never received`);
    if (differentCopy > 0) return lost(`${differentCopy} duplicate(s) differ from the first copy`);
    if (outOfOrder > 0) return lost(`${outOfOrder} opening(s) received out of order`);
    if (receiver.badSignatures.length > 0) return lost(`${receiver.badSignatures.length} bad signature(s)`);
    return survived();
  }

  try {
    for (let index = 0; index < runs; index += 1) {
      figures.runs += 1;
      const result = await run(index).catch((error: unknown) =>
        lost(`run failed: ${(error as Error).message}`),
      );
      if (result.survived) figures.survived += 1;
      else {
        figures.failures.push(`run ${index + 1}: ${result.detail}`);
        console.info(`run ${index + 1}: lost — ${result.detail}\n${api.output().slice(-2000)}`);
      }
      if ((index + 1) % 10 === 0)
        console.info(
          `${engine}: ${index + 1}/${runs} runs, ${figures.survived} survived, ${figures.events} written, ${figures.received} received, ${figures.duplicates} duplicates, ${figures.outOfOrder} out of order, ${figures.lost} lost, ${figures.kills} kills`,
        );
    }
  } finally {
    await api.stop();
    await handle.destroy();
    await receiver.close();
    await postgres?.stop();
  }
  return figures;
}
