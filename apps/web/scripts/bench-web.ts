/**
 * Lighthouse on the built web app against the real API, both started here on free ports:
 * home, account creation, company search and the mobile notice, desktop and the mobile preset
 * (with a desktop user agent, so the app shows its desktop screens under mobile throttling).
 * Prints performance, accessibility, best practices, SEO and the account screen's TBT.
 * Usage: npm run build -w apps/web && npm run bench:web
 * BENCH_WEB_REPORTS=<folder> also writes each full Lighthouse report there (JSON), to see why.
 * BENCH_WEB_ONLY=desktop,home measures only the presets and screens named (while fixing one).
 * BENCH_WEB_RUNS=5 measures each screen five times and keeps the run of median performance (a
 * lab run on a busy machine varies by several points).
 * WEB_DIST=<folder> measures another build (the web server serves it): two builds compared in turns.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '..', '..', '..');
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'account creation', path: '/signup' },
  { name: 'company search', path: '/enrollment' },
  // The mobile notice is what a phone's user agent gets on any page.
  { name: 'mobile notice', path: '/', mobileAgent: true },
] as const;

const only = (process.env.BENCH_WEB_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
/** A preset or screen is measured unless BENCH_WEB_ONLY names others of its kind. */
const chosen = (name: string) => {
  const kind =
    name === 'desktop' || name === 'mobile' ? ['desktop', 'mobile'] : PAGES.map((page) => page.name);
  const named = only.filter((word) => (kind as string[]).includes(word));
  return named.length === 0 || named.includes(name);
};

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));

/** The run whose performance score is the median of the runs (the lower middle one for an even count). */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)] as Result;
}

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`${url} did not answer`);
}

function start(command: string, env: Record<string, string>): ChildProcess {
  return spawn('bash', ['-c', command], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
}

const stop = (child: ChildProcess) => {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
};

async function main(): Promise<void> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiUrl = `http://localhost:${apiPort}`;
  const webUrl = `http://localhost:${webPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const api = start('npm run registry:load-demo --silent -w apps/api && npm run start --silent -w apps/api', {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    PUBLIC_API_URL: apiUrl,
    WEB_ORIGIN: webUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
  });
  const web = start('bash scripts/serve-web.sh', { API_URL: apiUrl, WEB_PORT: String(webPort) });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await Promise.all([waitFor(`${apiUrl}/health`), waitFor(webUrl)]);
    const rows: string[] = [];
    for (const preset of ['desktop', 'mobile'] as const) {
      if (!chosen(preset)) continue;
      for (const page of PAGES) {
        if (!chosen(page.name)) continue;
        const agent = 'mobileAgent' in page ? undefined : DESKTOP_UA;
        const measure = () =>
          lighthouse(
            `${webUrl}${page.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            {
              extends: 'lighthouse:default',
              settings: {
                onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
                ...(preset === 'desktop'
                  ? {
                      formFactor: 'desktop',
                      screenEmulation: {
                        mobile: false,
                        width: 1350,
                        height: 940,
                        deviceScaleFactor: 1,
                        disabled: false,
                      },
                      throttling: { rttMs: 40, throughputKbps: 10_240, cpuSlowdownMultiplier: 1 },
                    }
                  : {}),
                ...(agent ? { emulatedUserAgent: agent } : {}),
              },
            },
          );
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run++) {
          const lhr = (await measure())?.lhr;
          if (!lhr) throw new Error(`No Lighthouse result for ${page.name}`);
          // A run Lighthouse could not measure scores 0: say why rather than leave a bare 0.
          const failed = lhr.runtimeError ?? lhr.audits['largest-contentful-paint']?.errorMessage;
          if (failed) console.warn(`${preset} ${page.name}, run ${run + 1}: ${JSON.stringify(failed)}`);
          runs.push(lhr);
        }
        const lhr = medianRun(runs);
        if (process.env.BENCH_WEB_REPORTS) {
          mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
          const name = `${preset}-${page.name.replaceAll(' ', '-')}.json`;
          writeFileSync(join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(lhr));
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        const performances = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
        const spread = RUNS > 1 ? ` (${Math.min(...performances)}–${Math.max(...performances)})` : '';
        rows.push(
          `| ${preset} | ${page.name} | ${score('performance')}${spread} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${tbt} ms |`,
        );
        console.info(rows.at(-1));
      }
    }
    console.info(
      [
        '',
        '| preset | screen | performance | accessibility | best practices | SEO | TBT |',
        '|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await chrome.kill();
    stop(web);
    stop(api);
  }
}

await main();
