import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { invocationPaths } from '../imports/invocation-paths';
import { restoreBackup } from './restore';

// npm run restore -- --from DIR: a backup into a new data folder (or a new PostgreSQL database).
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    check: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help || !values.from) {
  process.stderr.write(
    'Usage: npm run restore -- --from DIR [--check]\n' +
      'Restores the backup in DIR into DATA_DIR and the database DATABASE_URL names, which must be new\n' +
      '(no database file; an empty PostgreSQL database). Every file is checked against the manifest first;\n' +
      'the restored database is then checked (integrity, the audit journal) and a document read back with\n' +
      'the configured key. --check checks the backup and the target without writing.\n' +
      'Relative paths (DIR, DATA_DIR, a file: DATABASE_URL) are read from the folder the command is typed in.\n',
  );
  process.exit(values.help ? 0 : 1);
}

const paths = invocationPaths(process.env, process.cwd(), [values.from]);
const config = loadConfig({ ...process.env, ...paths.env });
const from = resolve(paths.files[0] ?? values.from);
try {
  const report = await restoreBackup({ config, from, checkOnly: values.check });
  const { manifest } = report;
  if (values.check) {
    console.info(
      `The backup in ${from} matches its manifest (${manifest.engine}, as of ${manifest.startedAt}, ` +
        `${manifest.documents.length} documents) and can be restored into ${config.databaseUrl.startsWith('file:') ? config.dataDir : 'the configured database'}.`,
    );
  } else {
    console.info(
      `Restored the backup of ${manifest.startedAt}: ${report.auditEntries} journal entries verified, ` +
        `${report.documents} documents${report.documentReadBack ? ' (one read back with the configured key)' : ''}.` +
        (report.pendingMigrations > 0
          ? ` ${report.pendingMigrations} migration(s) of this version will be applied when the API starts.`
          : ''),
    );
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
