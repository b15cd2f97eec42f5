/**
 * Faults survived on purpose: each scenario starts the real API as a child process (own port,
 * own data folder), inflicts its fault FAULT_RUNS times (5 by default) and counts the runs that
 * came through whole. Prints scenario, runs, survived, lost; exits 1 when a run lost anything.
 *
 *   npm run test:faults                          # every scenario, 5 runs
 *   FAULT_RUNS=50 npm run test:faults            # the figures of docs/operations.md
 *   FAULT_SCENARIOS=smtp,clock npm run test:faults   # scenarios whose name contains a word
 */
import type { Scenario } from './scenario';
import { bankFeedKilled } from './scenarios/bank-feed-killed';
import { clockForward } from './scenarios/clock-forward';
import { diskFull } from './scenarios/disk-full';
import { postgresStopped } from './scenarios/postgres-stopped';
import { restoreDrill } from './scenarios/restore-drill';
import { smtpDown } from './scenarios/smtp-down';
import { uploadKilled } from './scenarios/upload-killed';
import { writesKilled } from './scenarios/writes-killed';

const SCENARIOS: Scenario[] = [
  uploadKilled,
  writesKilled,
  bankFeedKilled,
  postgresStopped,
  diskFull,
  smtpDown,
  clockForward,
  restoreDrill,
];

const runs = Number(process.env.FAULT_RUNS ?? 5);
const filter = (process.env.FAULT_SCENARIOS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const chosen = SCENARIOS.filter(
  (scenario) => filter.length === 0 || filter.some((word) => scenario.name.toLowerCase().includes(word)),
);

interface Row {
  scenario: string;
  runs: number;
  survived: number;
  lost: number;
  note: string;
  failedToStart?: boolean;
}

const rows: Row[] = [];
for (const scenario of chosen) {
  const skip = (await scenario.skipReason?.()) ?? null;
  if (skip) {
    rows.push({ scenario: scenario.name, runs: 0, survived: 0, lost: 0, note: `skipped: ${skip}` });
    console.info(`${scenario.name}: skipped (${skip})`);
    continue;
  }
  const row: Row = { scenario: scenario.name, runs: 0, survived: 0, lost: 0, note: '' };
  rows.push(row);
  const started = Date.now();
  try {
    const drill = await scenario.setup();
    try {
      for (let index = 0; index < runs; index += 1) {
        row.runs += 1;
        const result = await drill.run(index).catch((error: unknown) => ({
          survived: false,
          detail: `run failed: ${(error as Error).message.split('\n')[0]}`,
        }));
        if (result.survived) row.survived += 1;
        else {
          row.lost += 1;
          row.note ||= result.detail ?? '';
          console.info(`${scenario.name}, run ${index + 1}: lost — ${result.detail}`);
        }
      }
    } finally {
      await drill.teardown();
    }
  } catch (error) {
    // The drill could not even start (the API, PostgreSQL…): no run happened, and the step fails.
    row.failedToStart = true;
    row.note ||= `could not start: ${(error as Error).message.split('\n')[0]}`;
  }
  console.info(
    `${scenario.name}: ${row.survived}/${row.runs} survived (${Math.round((Date.now() - started) / 1000)} s)`,
  );
}

const headers = ['scenario', 'runs', 'survived', 'lost', 'note'] as const;
const table = rows.map((row) => headers.map((header) => String(row[header])));
const widths = headers.map((header, column) =>
  Math.max(header.length, ...table.map((cells) => Math.min(cells[column]?.length ?? 0, 90))),
);
const line = (cells: readonly string[]) =>
  `| ${cells.map((cell, column) => cell.slice(0, 90).padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.info(
  ['', line(headers), line(widths.map((width) => '-'.repeat(width))), ...table.map(line)].join('\n'),
);

process.exit(rows.some((row) => row.lost > 0 || row.failedToStart) ? 1 : 0);
