import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const API_DIR = resolve(import.meta.dirname, '../../apps/api');

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

export interface RunningApi {
  url: string;
  port: number;
  /** What the process wrote, for the report when a run goes wrong. */
  output(): string;
  /** kill -9: no clean-up, no flush, as a crash or an OOM kill. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real API as a child process (what npm run start -w apps/api runs), on its own port and
 * settings; resolves once /health answers.
 */
export async function startApi(env: Record<string, string>, port?: number): Promise<RunningApi> {
  const apiPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${apiPort}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PUBLIC_API_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  let alive = true;
  void exited.then(() => {
    alive = false;
  });

  // Generous: on a loaded machine the API's start (transpiling, migrating) takes its time.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (!alive) throw new Error(`the API exited at start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer /health within 180 s:\n${output}`);
    }
    const up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }

  const end = async (signal: NodeJS.Signals) => {
    if (!alive) return;
    child.kill(signal);
    await exited;
  };
  return {
    url,
    port: apiPort,
    output: () => output,
    crash: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
