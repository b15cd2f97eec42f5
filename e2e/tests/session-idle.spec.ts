import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createAccount, newPerson } from '../src/api';
import { labelPattern, labels } from '../src/labels';
import { waitUntilUp, withoutDatabaseUrl } from '../src/processes';
import { answerCookies } from '../src/stored-progress';

const l = labels('fr');
/** Short enough to wait for in a test; the API's default is 30 minutes. */
const IDLE_SECONDS = 12;

// An API of its own with a short idle timeout, beside the one the other journeys use, and a web
// server of its own pointed at it (its address is in the page's security policy, set at start).
const port = Number(process.env.E2E_API_PORT ?? 18081) + 7;
const idleApiUrl = `http://localhost:${port}`;
const idleWebUrl = `http://localhost:${port + 1}`;
const root = resolve(import.meta.dirname, '../..');
let api: ChildProcess | undefined;
let web: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: resolve(root, 'apps/api'),
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-idle-')),
      PUBLIC_API_URL: idleApiUrl,
      WEB_ORIGIN: idleWebUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // In a process group of its own: the server runs under a launcher, and both must stop at the end.
  web = spawn('bash', ['scripts/serve-web.sh'], {
    cwd: root,
    env: { ...process.env, API_URL: idleApiUrl, WEB_PORT: String(port + 1) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 170_000;
  await waitUntilUp(`${idleApiUrl}/health`, 'the idle-timeout API', api, deadline);
  await waitUntilUp(idleWebUrl, 'its web server', web, deadline);
});

test.afterAll(() => {
  api?.kill('SIGTERM');
  if (web?.pid) process.kill(-web.pid, 'SIGTERM');
});

test('a session left idle ends: the next action asks for the password again, then goes on', async ({
  page,
  context,
  request,
}) => {
  const person = newPerson('Yves', 'Morlaix');
  const account = await createAccount(request, person, idleApiUrl);
  await answerCookies(context);

  await page.goto(`${idleWebUrl}/?token=${encodeURIComponent(account.token)}`);
  const heading = page.getByRole('heading', { level: 1, name: l.t('account.updateTitle') });
  await expect(heading).toBeVisible({ timeout: 30_000 });

  // The user steps away longer than the idle timeout, then goes on.
  await page.waitForTimeout((IDLE_SECONDS + 2) * 1000);
  await page.getByRole('button', { name: l.t('account.next'), exact: true }).click();
  const expired = page.getByRole('dialog', { name: l.t('auth.reconnectTitle') });
  await expect(expired).toBeVisible();
  await expect(expired.getByText(l.t('auth.reconnectIntro'))).toBeVisible();

  await expired.getByLabel(labelPattern(l.t('auth.password'))).fill(person.password);
  await expired.getByRole('button', { name: l.t('auth.reconnectSubmit') }).click();
  await expect(expired).toHaveCount(0);
  await expect(heading).toHaveCount(0);
});
