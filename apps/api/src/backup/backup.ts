import { closeSync, fsyncSync, openSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config';
import { sqlitePath } from '../db/create-db';
import { documentsFolder, GENERATED_KEY_FILES, readDocumentKey } from './data-folder';
import {
  type BackupFile,
  type BackupManifest,
  keyFingerprint,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  sha256File,
} from './manifest';
import { runPostgresProgram } from './postgres-tools';

export const SQLITE_FILE = 'app.db';
export const POSTGRES_FILE = 'database.pgdump';
const DOCUMENTS = 'documents';
const KEYS = 'keys';
export const AUDIT_CHECKPOINTS_FILE = 'audit-checkpoints.jsonl';

export interface BackupOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'documentEncryptionKey' | 'documentStorage' | 'audit'>;
  /** The backup's folder: new, or empty. */
  to: string;
  /** Copy the generated keys of the embedded default too (a development machine's backup). */
  includeKeys?: boolean;
  now?: () => Date;
}

const fsyncFile = (path: string) => {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

async function ensureEmptyFolder(path: string): Promise<void> {
  // The backup holds customers' data: readable by its owner only.
  await mkdir(path, { recursive: true, mode: 0o700 });
  const entries = await readdir(path);
  if (entries.length > 0) throw new Error(`the backup folder ${path} is not empty`);
}

/** Every file under a folder, `.incoming` (uploads under way) left out, relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.incoming') await walk(path);
      } else if (entry.isFile()) found.push(relative(root, path));
    }
  };
  await walk(root);
  return found.sort();
}

/**
 * SQLite's snapshot: `VACUUM INTO` reads the database in one read transaction (WAL: the API goes
 * on writing meanwhile, unblocked) and writes a compact copy of it as it was when the statement
 * began. Also read in that snapshot: the last migration, the journal's length, the documents' keys.
 */
function snapshotSqlite(databaseFile: string, target: string) {
  const db = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  fsyncFile(target);
  const copy = new SQLite(target, { readonly: true, fileMustExist: true });
  try {
    const integrity = (copy.pragma('integrity_check') as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .join('; ');
    if (integrity !== 'ok') throw new Error(`the snapshot fails its integrity check: ${integrity}`);
    const lastMigration =
      (
        copy.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as
          | { name: string }
          | undefined
      )?.name ?? null;
    const auditEntries = (copy.prepare('SELECT count(*) AS n FROM audit_entries').get() as { n: number }).n;
    const storageKeys = (
      copy.prepare('SELECT storage_key FROM documents').all() as { storage_key: string }[]
    ).map((row) => row.storage_key);
    return { lastMigration, auditEntries, storageKeys };
  } finally {
    copy.close();
  }
}

async function dumpPostgres(url: string, target: string) {
  // pg_dump reads one snapshot (a repeatable-read transaction): the API goes on writing meanwhile.
  await runPostgresProgram('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`], url);
  fsyncFile(target);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Read after the dump: figures for the report only; the restore checks the restored database itself.
    const migration = await client.query<{ name: string }>(
      'SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1',
    );
    const audit = await client.query<{ n: string }>('SELECT count(*) AS n FROM audit_entries');
    const keys = await client.query<{ storage_key: string }>('SELECT storage_key FROM documents');
    return {
      lastMigration: migration.rows[0]?.name ?? null,
      auditEntries: Number(audit.rows[0]?.n ?? 0),
      storageKeys: keys.rows.map((row) => row.storage_key),
    };
  } finally {
    await client.end();
  }
}

/**
 * An online backup while the API serves: the database first (SQLite's snapshot or PostgreSQL's
 * dump), then the documents folder as it is (encrypted at rest; files written after the snapshot
 * are copied too, and swept as orphans by the API started on a restore), each file with its
 * SHA-256 in the manifest, written last.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const now = options.now ?? (() => new Date());
  const { config, to } = options;
  await ensureEmptyFolder(to);
  const started = now();
  const engine = config.databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres';

  // The checkpoints before the database: copied after it, one could name an entry the snapshot lacks.
  let auditCheckpoints: BackupFile | null = null;
  if (await stat(config.audit.checkpointFile).catch(() => null)) {
    const target = join(to, AUDIT_CHECKPOINTS_FILE);
    await copyFile(config.audit.checkpointFile, target);
    await chmod(target, 0o600);
    auditCheckpoints = { path: AUDIT_CHECKPOINTS_FILE, ...(await sha256File(target)) };
  }

  const databaseName = engine === 'sqlite' ? SQLITE_FILE : POSTGRES_FILE;
  const databaseTarget = join(to, databaseName);
  const read =
    engine === 'sqlite'
      ? snapshotSqlite(sqlitePath(config.databaseUrl), databaseTarget)
      : await dumpPostgres(config.databaseUrl, databaseTarget);
  await chmod(databaseTarget, 0o600);
  const database = { path: databaseName, ...(await sha256File(databaseTarget)) };

  const documents: BackupFile[] = [];
  const copied = new Set<string>();
  if (config.documentStorage.kind === 'local') {
    const source = documentsFolder(config);
    for (const file of await filesUnder(source)) {
      const target = join(to, DOCUMENTS, file);
      await mkdir(join(target, '..'), { recursive: true, mode: 0o700 });
      try {
        await copyFile(join(source, file), target);
      } catch (error) {
        // Removed between the listing and the copy.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      documents.push({ path: [DOCUMENTS, ...file.split(sep)].join('/'), ...(await sha256File(target)) });
      copied.add(file.split(sep).at(-1) ?? file);
    }
  }
  const documentsMissing =
    config.documentStorage.kind === 'local' ? read.storageKeys.filter((key) => !copied.has(key)).length : 0;

  const keys: BackupFile[] = [];
  if (options.includeKeys) {
    for (const name of GENERATED_KEY_FILES) {
      const source = join(config.dataDir, name);
      if (!(await stat(source).catch(() => null))) continue;
      await mkdir(join(to, KEYS), { recursive: true });
      await copyFile(source, join(to, KEYS, name));
      keys.push({ path: `${KEYS}/${name}`, ...(await sha256File(join(to, KEYS, name))) });
    }
  }
  const key = readDocumentKey(config);
  const finished = now();
  const manifest: BackupManifest = {
    format: MANIFEST_FORMAT,
    engine,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    seconds: (finished.getTime() - started.getTime()) / 1000,
    database: { ...database, lastMigration: read.lastMigration, auditEntries: read.auditEntries },
    documents,
    documentsMissing,
    auditCheckpoints,
    keys,
    documentKeyFingerprint: key ? keyFingerprint(key) : null,
  };
  const partial = join(to, `${MANIFEST_FILE}.part`);
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  fsyncFile(partial);
  await rename(partial, join(to, MANIFEST_FILE));
  return manifest;
}
