import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { invocationPaths } from '../imports/invocation-paths';
import { createBackup } from './backup';

// npm run backup -- --to DIR [--include-keys]: an online backup of the database and the documents.
const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    'include-keys': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help || !values.to) {
  process.stderr.write(
    'Usage: npm run backup -- --to DIR [--include-keys] [--json]\n' +
      'Backs up the database DATABASE_URL names (SQLite: a consistent snapshot while the API serves;\n' +
      'PostgreSQL: pg_dump in its custom format) and the documents folder (still encrypted), with a\n' +
      'manifest of SHA-256s. DIR must be new or empty. --include-keys also copies the keys the embedded\n' +
      'default generated into DATA_DIR (a development machine): keep production keys elsewhere.\n' +
      'Relative paths (DIR, DATA_DIR, a file: DATABASE_URL) are read from the folder the command is typed in.\n',
  );
  process.exit(values.help ? 0 : 1);
}

const paths = invocationPaths(process.env, process.cwd(), [values.to]);
const config = loadConfig({ ...process.env, ...paths.env });
const to = resolve(paths.files[0] ?? values.to);
try {
  const manifest = await createBackup({ config, to, includeKeys: values['include-keys'] });
  if (values.json) {
    console.info(JSON.stringify({ to, ...manifest, documents: manifest.documents.length }));
  } else {
    const bytes = manifest.database.bytes + manifest.documents.reduce((sum, file) => sum + file.bytes, 0);
    console.info(
      `Backup written to ${to} in ${manifest.seconds.toFixed(1)} s: the ${manifest.engine} database ` +
        `(${(manifest.database.bytes / 1e6).toFixed(1)} MB, ${manifest.database.auditEntries} journal entries, ` +
        `as of ${manifest.startedAt}), ${manifest.documents.length} documents, ${(bytes / 1e6).toFixed(1)} MB in all.`,
    );
    if (manifest.documentsMissing > 0) {
      console.warn(
        `${manifest.documentsMissing} document(s) were removed while the backup ran: their rows have no file.`,
      );
    }
    if (manifest.documentKeyFingerprint && manifest.keys.length === 0) {
      console.info(
        `The documents are encrypted with the document key ${manifest.documentKeyFingerprint} (fingerprint): a restore needs it.`,
      );
    }
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
