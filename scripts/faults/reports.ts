/**
 * The status-report fault drill (docs/partner-api.md): kill -9 between a move's commit and its
 * delivery, the insurer down for the first attempts. Prints the figures; exits 1 when a report
 * was lost, duplicated with another id or delivered out of order.
 *
 *   npm run faults:reports -- --runs 50                  # SQLite
 *   npm run faults:reports -- --runs 50 --engine postgres
 */
import { parseArgs } from 'node:util';
import { runReportDrill } from './reports/drill';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, engine: { type: 'string', default: 'sqlite' } },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const runs = Number(values.runs);
const started = Date.now();
const figures = await runReportDrill(engine, runs);
const seconds = Math.round((Date.now() - started) / 1000);
console.info(
  [
    '',
    `| engine | runs | survived | kill -9 | reports written | received | duplicates (same id) | out of order | lost | time |`,
    `|---|---|---|---|---|---|---|---|---|---|`,
    `| ${engine} | ${figures.runs} | ${figures.survived} | ${figures.kills} | ${figures.events} | ${figures.received} | ${figures.duplicates} | ${figures.outOfOrder} | ${figures.lost} | ${seconds} s |`,
    ...figures.failures.slice(0, 10),
  ].join('\n'),
);
process.exit(figures.survived === figures.runs ? 0 : 1);
