import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config';
import { createDb, sqlitePath } from '../db/create-db';
import { pendingMigrations } from '../db/migrate';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { documentsFolder, readDocumentKey } from './data-folder';
import { type BackupFile, type BackupManifest, keyFingerprint, MANIFEST_FILE, sha256File } from './manifest';
import { runPostgresProgram } from './postgres-tools';
import { checkRestoredJournal } from './restored-journal';

export interface RestoreOptions {
  config: Pick<
    AppConfig,
    'env' | 'databaseUrl' | 'dataDir' | 'documentEncryptionKey' | 'documentStorage' | 'audit'
  >;
  /** The backup's folder (with its manifest). */
  from: string;
  /** Say what would be done and check the backup, without writing. */
  checkOnly?: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  documents: number;
  auditEntries: number;
  /** Migrations of this build the restored database lacks: the API applies them at its start. */
  pendingMigrations: number;
  /** Whether a document was read back and decrypted with the configured key. */
  documentReadBack: boolean;
}

async function readManifest(from: string): Promise<BackupManifest> {
  const path = join(from, MANIFEST_FILE);
  if (!existsSync(path)) throw new Error(`${from} holds no ${MANIFEST_FILE}: not a finished backup`);
  const manifest = JSON.parse(await readFile(path, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/** Every file of the backup has the SHA-256 its manifest names; a path cannot leave the backup's folder. */
async function verifyFiles(from: string, files: BackupFile[]): Promise<void> {
  const wrong: string[] = [];
  for (const file of files) {
    if (file.path.split('/').some((part) => part === '..' || part === '') || file.path.startsWith('/')) {
      throw new Error(`the manifest names a path outside the backup: ${file.path}`);
    }
    const found = await sha256File(join(from, file.path)).catch(() => null);
    if (!found) wrong.push(`${file.path}: missing`);
    else if (found.sha256 !== file.sha256 || found.bytes !== file.bytes) wrong.push(`${file.path}: changed`);
  }
  if (wrong.length > 0) {
    throw new Error(`the backup does not match its manifest:\n${wrong.slice(0, 20).join('\n')}`);
  }
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into the configured data folder and database, which must be new (no database
 * file, an empty PostgreSQL database): the SHA-256 of every file is checked first, then the
 * database and the documents are put in place, and the result is checked — SQLite's integrity, the
 * audit journal's chain, and one document read back with the configured key (a backup restored
 * beside another key would keep documents nobody can read).
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const { config, from } = options;
  const manifest = await readManifest(from);
  await verifyFiles(from, [
    manifest.database,
    ...manifest.documents,
    ...manifest.keys,
    ...(manifest.auditCheckpoints ? [manifest.auditCheckpoints] : []),
  ]);

  const targetEngine = config.databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres';
  if (targetEngine !== manifest.engine) {
    throw new Error(`a ${manifest.engine} backup cannot be restored into ${targetEngine}`);
  }
  // The key the restored API will read: the configured one, else the backup's generated key file.
  const keyFromBackup = manifest.keys.find((file) => file.path === 'keys/document-key');
  const key =
    readDocumentKey(config) ??
    (keyFromBackup
      ? Buffer.from((await readFile(join(from, keyFromBackup.path), 'utf8')).trim(), 'base64')
      : null);
  if (manifest.documentKeyFingerprint && manifest.documents.length > 0) {
    if (!key) {
      throw new Error(
        'no document key: set DOCUMENT_ENCRYPTION_KEY to the key the documents were encrypted with (the backup holds none)',
      );
    }
    if (keyFingerprint(key) !== manifest.documentKeyFingerprint) {
      throw new Error(
        'the configured document key is not the one the backup’s documents were encrypted with',
      );
    }
  }

  const databaseFile = targetEngine === 'sqlite' ? sqlitePath(config.databaseUrl) : null;
  if (databaseFile && existsSync(databaseFile)) {
    throw new Error(
      `${databaseFile} exists: restore into a new data folder (or move the old one aside first)`,
    );
  }
  if (targetEngine === 'postgres' && !(await postgresIsEmpty(config.databaseUrl))) {
    throw new Error('the target PostgreSQL database is not empty: restore into a new database');
  }
  const documentsRoot = documentsFolder(config);
  if (config.documentStorage.kind === 'local' && manifest.documents.length > 0 && existsSync(documentsRoot)) {
    throw new Error(`${documentsRoot} exists: restore into a new data folder`);
  }
  if (options.checkOnly) {
    return {
      manifest,
      documents: manifest.documents.length,
      auditEntries: 0,
      pendingMigrations: 0,
      documentReadBack: false,
    };
  }

  // The keys first (when the backup has them and the folder has none): the documents need theirs.
  for (const file of manifest.keys) {
    const target = join(config.dataDir, file.path.slice('keys/'.length));
    if (existsSync(target)) continue;
    await mkdir(config.dataDir, { recursive: true });
    await copyFile(join(from, file.path), target);
  }

  if (databaseFile) {
    await mkdir(dirname(databaseFile), { recursive: true });
    const partial = `${databaseFile}.restoring`;
    await copyFile(join(from, manifest.database.path), partial);
    await rename(partial, databaseFile);
  } else {
    await runPostgresProgram(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        join(from, manifest.database.path),
      ],
      config.databaseUrl,
    );
  }

  if (config.documentStorage.kind === 'local') {
    for (const file of manifest.documents) {
      const target = join(documentsRoot, file.path.slice('documents/'.length));
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(from, file.path), target);
    }
  }

  // Checks of what was restored, on the restored database itself.
  if (databaseFile) {
    const db = new SQLite(databaseFile, { fileMustExist: true });
    try {
      const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])
        .map((row) => row.integrity_check)
        .join('; ');
      if (integrity !== 'ok')
        throw new Error(`the restored database fails its integrity check: ${integrity}`);
    } finally {
      db.close();
    }
  }
  const handle = createDb(config.databaseUrl, { poolSize: 1 });
  let auditEntries = 0;
  let pending = 0;
  let documentReadBack = false;
  try {
    const chain = await checkRestoredJournal(config, handle.db, {
      checkpoints: manifest.auditCheckpoints ? join(from, manifest.auditCheckpoints.path) : null,
    });
    auditEntries = chain.checked;
    pending = (await pendingMigrations(handle.db)).length;
    // One document read back: its authentication tag checks the key (and the file) end to end.
    const restoredKey = readDocumentKey(config);
    const sample = manifest.documents.at(-1)?.path.split('/').at(-1);
    if (config.documentStorage.kind === 'local' && sample && restoredKey) {
      const storage = createLocalDiskStorage({ root: documentsRoot, key: restoredKey });
      const stream = await storage.get(sample);
      for await (const _ of stream) {
        // read through: the authentication tag is checked
      }
      documentReadBack = true;
    }
  } finally {
    await handle.destroy();
  }
  return {
    manifest,
    documents: manifest.documents.length,
    auditEntries,
    pendingMigrations: pending,
    documentReadBack,
  };
}
