import { loadavg } from 'node:os';
import { systemClock } from '../clock';
import type { AppConfig } from '../config';
import { createDb } from '../db/create-db';
import type { ScreeningRunRow } from '../db/repositories/screening-hits';
import { rescreenWorkerCount } from '../modules/screening/rescreen-scorers';
import { screeningServiceOf } from '../services';

/** What a rescreen's closing line tells. */
export interface RescreenFigures {
  run: ScreeningRunRow;
  seconds: number;
  /** The process's CPU time over the rescreen: every thread's, the scoring threads' included. */
  cpu: NodeJS.CpuUsage;
  workers: number;
  /**
   * Seconds the calling thread was busy (reading and writing the pages, sending them): the part
   * the scoring threads do not share, so a quiet run takes about this plus the CPU time over the cores.
   */
  callingThreadBusy: number;
  /** The machine's load average (one minute) at the start and at the end. */
  loadAtStart: number;
  loadAtEnd: number;
}

/**
 * A rescreen's closing line: the figures the bench and the operators read. The CPU time and the
 * machine's load too: on shared cores the elapsed time says the load, the CPU time what a
 * rescreen costs.
 */
export function rescreenLine({
  run,
  seconds,
  cpu,
  workers,
  callingThreadBusy,
  loadAtStart,
  loadAtEnd,
}: RescreenFigures): string {
  const rate = seconds > 0 ? Math.round(run.done / seconds) : run.done;
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const cpuPerSubject = run.done > 0 ? (1000 * cpuSeconds) / run.done : 0;
  return (
    `Rescreened: ${run.done} subjects in ${seconds.toFixed(1)} s (${rate} subjects/s), ` +
    `CPU ${cpuSeconds.toFixed(1)} s (${cpuPerSubject.toFixed(2)} ms a subject), ${run.hits} new hits, ` +
    `peak memory ${peakMb} MB, ${workers} scoring threads, calling thread busy ${callingThreadBusy.toFixed(1)} s, ` +
    `load ${loadAtStart.toFixed(1)} -> ${loadAtEnd.toFixed(1)}`
  );
}

const oneMinuteLoad = () => loadavg()[0] ?? 0;

/**
 * Screens the whole base again (a command outside the API process: it builds the screening
 * service as the hub does) against the lists' current versions, after an import of a new
 * publication (`npm run screening:import`), going on with a rescreen stopped midway if there is one.
 * A process of its own: its scoring threads take every core unless `SCREENING_WORKERS` says otherwise.
 */
export async function rescreenBaseOf(
  config: AppConfig,
  log: (line: string) => void,
): Promise<ScreeningRunRow> {
  const handle = createDb(config.databaseUrl);
  try {
    const screening = screeningServiceOf({ db: handle.db, clock: systemClock, config });
    const workers = rescreenWorkerCount(config.screening.rescreenWorkers, true);
    const loadAtStart = oneMinuteLoad();
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    const loopAtStart = performance.eventLoopUtilization();
    const run = await screening.rescreenBase({
      workers,
      onProgress: (progress) => {
        if (process.stderr.isTTY) process.stderr.write(`\rRescreen: ${progress.done} / ${progress.total}`);
      },
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    log(
      rescreenLine({
        run,
        seconds: (performance.now() - started) / 1000,
        cpu: process.cpuUsage(cpuAtStart),
        workers,
        callingThreadBusy: performance.eventLoopUtilization(loopAtStart).active / 1000,
        loadAtStart,
        loadAtEnd: oneMinuteLoad(),
      }),
    );
    return run;
  } finally {
    await handle.destroy();
  }
}
