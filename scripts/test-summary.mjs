// Adds up the Vitest and Playwright JSON reports of one test run into a single closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const count = (status) => {
  if (status === 'passed' || status === 'expected') passed += 1;
  else if (status === 'skipped' || status === 'pending' || status === 'todo') skipped += 1;
  else failed += 1;
};
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (Array.isArray(report.testResults)) {
    // Vitest (Jest-compatible JSON)
    for (const suite of report.testResults)
      for (const test of suite.assertionResults ?? []) count(test.status);
    // A file that failed to load has no assertions but must still count as a failure.
    for (const suite of report.testResults)
      if ((suite.assertionResults ?? []).length === 0 && suite.status === 'failed') failed += 1;
  } else if (Array.isArray(report.suites)) {
    // Playwright
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) count(test.status);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites) walk(suite);
  }
}
console.info(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
