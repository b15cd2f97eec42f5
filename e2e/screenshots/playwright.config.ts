import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// The screenshot tour: the whole signup in each language, one full-page PNG per screen and
// modal in screenshots/out/<locale>/. Like the e2e suite it runs the real API on a throwaway
// database with the demo register, and serves the built web app; its own ports keep it clear
// of a test run on the same machine.
const apiPort = Number(process.env.E2E_API_PORT ?? 28181);
const webPort = Number(process.env.E2E_WEB_PORT ?? 28180);
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'screenshots-data-'));
const root = resolve(import.meta.dirname, '../..');
// The built app is served from a copy: serve-web.sh writes the API address into env.js, and
// the copy keeps that away from a test run serving the same build.
const webSource = resolve(root, process.env.SCREENSHOTS_WEB_DIST ?? 'apps/web/dist');

process.env.E2E_API_URL = apiUrl;
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: ['tour.spec.ts', 'sole-practitioner-tour.spec.ts'],
  globalSetup: './clean-output.ts',
  timeout: 300_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: join(dataDir, 'artifacts'),
  use: {
    baseURL: webUrl,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    },
  },
  webServer: [
    {
      command:
        'npm run registry:load-demo --silent -w apps/api && npm run sante:load-demo --silent -w apps/api && npm run start --silent -w apps/api',
      cwd: root,
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        PUBLIC_API_URL: apiUrl,
        WEB_ORIGIN: webUrl,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ENABLED: 'false',
        // Every optional part of the layout is on, so that the tour shows it.
        FEATURE_HELP: 'true',
        HELP_CENTER_URL: 'https://aide.example.test',
        FEATURE_LANGUAGE_CHANGE: 'true',
      },
    },
    {
      command: 'rm -rf "$WEB_DIST" && cp -R "$WEB_SOURCE" "$WEB_DIST" && bash scripts/serve-web.sh',
      cwd: root,
      url: webUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        API_URL: apiUrl,
        WEB_PORT: String(webPort),
        WEB_SOURCE: webSource,
        WEB_DIST: join(dataDir, 'web'),
      },
    },
  ],
});
