import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run against the real API on a throwaway database and the built web app.
const apiPort = Number(process.env.E2E_API_PORT ?? 18081);
const webPort = Number(process.env.E2E_WEB_PORT ?? 18080);
const backofficePort = Number(process.env.E2E_BACKOFFICE_PORT ?? 18082);
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const backofficeUrl = `http://localhost:${backofficePort}`;
// The Pro Santé Connect stand-in, on loopback: the API is pointed at it as at the federation.
const pscPort = Number(process.env.E2E_PSC_PORT ?? 18083);
const pscIssuer = `http://127.0.0.1:${pscPort}/auth/realms/esante-wallet`;
/** How long the stand-in's phone waits for an answer: the journeys see a request expire. */
const pscPhoneExpirySeconds = 20;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
const root = resolve(import.meta.dirname, '..');

process.env.E2E_API_URL = apiUrl;
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_WEB_URL = webUrl;
// The bank's core system's credential on the bank feed: the tests post transfers with it.
const bankFeedToken = process.env.E2E_BANK_FEED_TOKEN ?? 'e2e-bank-feed-credential-of-this-run';
process.env.E2E_BANK_FEED_TOKEN = bankFeedToken;
process.env.E2E_BACKOFFICE_URL = backofficeUrl;
process.env.E2E_PSC_ISSUER = pscIssuer;
process.env.E2E_PSC_PHONE_EXPIRY_SECONDS = String(pscPhoneExpirySeconds);

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? join(dataDir, 'e2e-report.json') }]],
  outputDir: join(dataDir, 'artifacts'),
  use: {
    baseURL: webUrl,
    browserName: 'chromium',
    locale: 'fr-FR',
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
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx scripts/pro-sante-connect/start.ts',
      cwd: root,
      url: `${pscIssuer}/.well-known/wallet-openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PSC_STANDIN_PORT: String(pscPort),
        PSC_STANDIN_BACKCHANNEL_EXPIRES_SECONDS: String(pscPhoneExpirySeconds),
      },
    },
    {
      // The demo company register, the demo health directories (RPPS / ADELI, FINESS), the demo
      // freeze and sanctions lists (invented entries: every submission is screened), then the API.
      command:
        'npm run registry:load-demo --silent -w apps/api && npm run sante:load-demo --silent -w apps/api && npm run screening:load-demo --silent -w apps/api && npm run start --silent -w apps/api',
      cwd: root,
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        PUBLIC_API_URL: apiUrl,
        WEB_ORIGIN: webUrl,
        BANK_FEED_TOKEN: bankFeedToken,
        BACKOFFICE_ORIGIN: backofficeUrl,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ENABLED: 'false',
        // Absent unless a journey writes it (e2e/src/api-clock.ts): a case submitted days ago.
        CLOCK_OFFSET_FILE: join(dataDir, 'clock-offset-ms'),
        PSC_ISSUER: pscIssuer,
        PSC_CLIENT_ID: 'bank-account-opening',
        PSC_CLIENT_SECRET: 'standin-client-secret',
      },
    },
    {
      command: 'bash scripts/serve-web.sh',
      cwd: root,
      url: webUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { API_URL: apiUrl, WEB_PORT: String(webPort) },
    },
    {
      // The bank's back-office, served by the same script from its own build.
      command: 'bash scripts/serve-web.sh',
      cwd: root,
      url: backofficeUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { API_URL: apiUrl, WEB_PORT: String(backofficePort), WEB_DIST: 'apps/backoffice/dist' },
    },
  ],
});
