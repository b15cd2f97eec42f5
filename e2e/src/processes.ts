import type { ChildProcess } from 'node:child_process';

/** Waits until `url` answers 2xx; fails when the child exits or the deadline passes first. */
export async function waitUntilUp(url: string, what: string, child: ChildProcess, deadline: number) {
  for (;;) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${what} did not start`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** An API of a spec's own keeps its database in its data folder, whatever the runner's environment says. */
export const withoutDatabaseUrl = ({ DATABASE_URL: _ignored, ...env }: NodeJS.ProcessEnv) => env;
