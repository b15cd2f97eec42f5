import { isAbsolute, resolve } from 'node:path';

/**
 * npm runs a workspace script from the workspace's folder, and tells the folder the user typed
 * the command in as INIT_CWD. Relative stock paths, DATA_DIR and a file: DATABASE_URL are
 * meant from there: `npm run registry:import -- ./stock/StockEtablissement_utf8.zip` at the
 * repository root reads ./stock at the root and writes the database under the root's ./data,
 * the one `npm start` uses.
 */
export function invocationPaths(
  env: NodeJS.ProcessEnv,
  cwd: string,
  files: readonly string[],
): { files: string[]; env: { DATA_DIR: string; DATABASE_URL?: string } } {
  const base = env.INIT_CWD || cwd;
  const dataDir = resolve(base, env.DATA_DIR || './data');
  let databaseUrl = env.DATABASE_URL;
  if (databaseUrl?.startsWith('file:')) {
    const path = databaseUrl.slice('file:'.length);
    if (path !== ':memory:' && !isAbsolute(path)) databaseUrl = `file:${resolve(base, path)}`;
  }
  return {
    files: files.map((file) => resolve(base, file)),
    env: { DATA_DIR: dataDir, ...(databaseUrl !== undefined ? { DATABASE_URL: databaseUrl } : {}) },
  };
}
