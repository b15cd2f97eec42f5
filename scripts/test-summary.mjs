// Adds up the Vitest and Playwright JSON reports of one test run into a single closing line,
// and names each failed test, so the end of a long run's output is enough to know what broke.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let skipped = 0;
const failures = [];
const count = (status, name) => {
  if (status === 'passed' || status === 'expected') passed += 1;
  else if (status === 'skipped' || status === 'pending' || status === 'todo') skipped += 1;
  else failures.push(name);
};
const shortPath = (path) => relative(process.cwd(), path ?? '') || String(path);
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const step = file.replace(/\.json$/, '');
  if (Array.isArray(report.testResults)) {
    // Vitest (Jest-compatible JSON)
    for (const suite of report.testResults) {
      const tests = suite.assertionResults ?? [];
      for (const test of tests)
        count(test.status, `${step}: ${shortPath(suite.name)} › ${test.fullName ?? test.title}`);
      // A file that failed to load has no assertions but must still count as a failure.
      if (tests.length === 0 && suite.status === 'failed')
        failures.push(`${step}: ${shortPath(suite.name)} (did not load: ${suite.message ?? ''})`);
    }
  } else if (Array.isArray(report.suites)) {
    // Playwright
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          count(test.status, `${step}: ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
      for (const child of suite.suites ?? []) walk(child, child.title ? [...path, child.title] : path);
    };
    for (const suite of report.suites) walk(suite, []);
  }
}
for (const name of failures) console.info(`Failed: ${name}`);
console.info(`\nTests: ${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ''}`);
