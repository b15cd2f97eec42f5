import { describe, expect, it } from 'vitest';
import { invocationPaths } from '../../src/imports/invocation-paths';

// npm runs the import from apps/api; the user typed the command at the repository root.
const workspace = '/srv/app/apps/api';
const root = '/srv/app';

describe('registry:import paths', () => {
  it('reads relative stock files, DATA_DIR and a file: DATABASE_URL from where the command was typed', () => {
    const paths = invocationPaths(
      { INIT_CWD: root, DATA_DIR: './data', DATABASE_URL: 'file:./data/register.db' },
      workspace,
      ['stock/StockUniteLegale_utf8.zip', '/mnt/StockEtablissement_utf8.zip'],
    );
    expect(paths.files).toEqual([
      '/srv/app/stock/StockUniteLegale_utf8.zip',
      '/mnt/StockEtablissement_utf8.zip',
    ]);
    expect(paths.env).toEqual({ DATA_DIR: '/srv/app/data', DATABASE_URL: 'file:/srv/app/data/register.db' });
  });

  it('puts the default database under ./data of that folder, as `npm start` at the root does', () => {
    expect(invocationPaths({ INIT_CWD: root }, workspace, []).env).toEqual({ DATA_DIR: '/srv/app/data' });
  });

  it('leaves absolute paths, PostgreSQL URLs and an in-memory database alone', () => {
    expect(
      invocationPaths(
        { INIT_CWD: root, DATA_DIR: '/var/lib/app', DATABASE_URL: 'postgres://db/app' },
        workspace,
        [],
      ).env,
    ).toEqual({ DATA_DIR: '/var/lib/app', DATABASE_URL: 'postgres://db/app' });
    expect(invocationPaths({ DATABASE_URL: 'file::memory:' }, workspace, []).env.DATABASE_URL).toBe(
      'file::memory:',
    );
  });

  it('uses the current folder when not run through npm', () => {
    expect(invocationPaths({}, workspace, ['a.csv']).files).toEqual(['/srv/app/apps/api/a.csv']);
  });
});
