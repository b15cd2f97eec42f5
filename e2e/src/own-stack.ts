import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitUntilUp, withoutDatabaseUrl } from './processes';

const root = resolve(import.meta.dirname, '../..');

/** The addresses the shared helpers read (api.ts, operators.ts): pointed at the own stack while it runs. */
const HELPER_SETTINGS = ['E2E_API_URL', 'E2E_WEB_URL', 'E2E_BACKOFFICE_URL', 'E2E_DATA_DIR'] as const;

export interface OwnStack {
  apiUrl: string;
  webUrl: string;
  backofficeUrl: string;
  stop: () => void;
}

/**
 * An API of a spec's own (its settings added to the usual ones), on its own database with the demo
 * register and health directories, and the web app and back-office served against it. While it
 * runs, the shared helpers (outbox, operators, cookies) address it; `stop` gives them back.
 */
export async function startOwnStack(options: {
  /** The API listens here, the web app on the next port, the back-office on the one after. */
  port: number;
  apiSettings: Record<string, string>;
  /** Its data folder, when the spec prepared it first (a partner created by its command); else a new one. */
  dataDir?: string;
}): Promise<OwnStack> {
  const { port } = options;
  const apiUrl = `http://localhost:${port}`;
  const webUrl = `http://localhost:${port + 1}`;
  const backofficeUrl = `http://localhost:${port + 2}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-own-stack-'));
  const apiEnv = {
    ...withoutDatabaseUrl(process.env),
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_API_URL: apiUrl,
    WEB_ORIGIN: webUrl,
    BACKOFFICE_ORIGIN: backofficeUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    ...options.apiSettings,
  };
  for (const script of ['registry:load-demo', 'sante:load-demo']) {
    execFileSync('npm', ['run', '--silent', script, '-w', 'apps/api'], {
      cwd: root,
      env: apiEnv,
      stdio: 'ignore',
    });
  }
  const children: ChildProcess[] = [
    spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: resolve(root, 'apps/api'),
      env: apiEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  ];
  // The servers run under a launcher: each in a process group of its own, stopped as a whole.
  for (const [webPort, dist] of [
    [port + 1, 'apps/web/dist'],
    [port + 2, 'apps/backoffice/dist'],
  ] as const) {
    children.push(
      spawn('bash', ['scripts/serve-web.sh'], {
        cwd: root,
        env: { ...process.env, API_URL: apiUrl, WEB_PORT: String(webPort), WEB_DIST: dist },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      }),
    );
  }
  const [api, web, backoffice] = children as [ChildProcess, ChildProcess, ChildProcess];
  const previous = Object.fromEntries(HELPER_SETTINGS.map((name) => [name, process.env[name]]));
  const stop = () => {
    api.kill('SIGTERM');
    for (const child of [web, backoffice]) if (child.pid) process.kill(-child.pid, 'SIGTERM');
    for (const name of HELPER_SETTINGS) {
      const value = previous[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  try {
    const deadline = Date.now() + 170_000;
    await waitUntilUp(`${apiUrl}/health`, 'the API', api, deadline);
    await waitUntilUp(webUrl, 'the web server', web, deadline);
    await waitUntilUp(backofficeUrl, 'the back-office server', backoffice, deadline);
  } catch (error) {
    stop();
    throw error;
  }
  Object.assign(process.env, {
    E2E_API_URL: apiUrl,
    E2E_WEB_URL: webUrl,
    E2E_BACKOFFICE_URL: backofficeUrl,
    E2E_DATA_DIR: dataDir,
  });
  return { apiUrl, webUrl, backofficeUrl, stop };
}
