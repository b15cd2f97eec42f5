import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { loadConfig } from '../config';
import { DOCUMENT_KEY_FILE, loadDocumentKey } from '../storage/document-key';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * What a migration that changes data may need besides the database (a migration imports no
 * application code: it is given this). Asked for only when there are rows to change.
 */
export interface MigrationContext {
  /** The key documents are encrypted with: data sealed at rest is sealed under it. */
  documentKey(): Buffer;
}

/**
 * The running process's: its configured document key (DOCUMENT_ENCRYPTION_KEY, or the embedded
 * default's key file). Never a new one: data sealed under a key the API does not read would be lost.
 */
export function configuredMigrationContext(): MigrationContext {
  return {
    documentKey() {
      const config = loadConfig();
      if (!config.documentEncryptionKey && !existsSync(join(config.dataDir, DOCUMENT_KEY_FILE))) {
        throw new Error(
          `This migration seals data with the document key: set DOCUMENT_ENCRYPTION_KEY, or run it with the DATA_DIR holding ${DOCUMENT_KEY_FILE}`,
        );
      }
      return loadDocumentKey(config);
    },
  };
}

/** A migration file: Kysely's `up` and `down`, given the context besides the database. */
interface MigrationModule {
  up(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
  down?(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
}

/** Every file in migrations/, in name order; names are dated so order is history. */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly context: MigrationContext) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = readdirSync(migrationsDir)
      .filter((file) => /^\d{4}-\d{2}-\d{2}-\d{3}-[a-z0-9-]+\.ts$/.test(file))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const module = (await import(pathToFileURL(join(migrationsDir, file)).href)) as MigrationModule;
      const { down } = module;
      migrations[file.replace(/\.ts$/, '')] = {
        up: (db) => module.up(db, this.context),
        ...(down ? { down: (db) => down(db, this.context) } : {}),
      };
    }
    return migrations;
  }
}

export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema, as Kysely's own signature says.
  db: Kysely<any>,
  context: MigrationContext = configuredMigrationContext(),
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(context) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Runs the migrations up to and including `name` (tests of a migration on rows written before it). */
export async function migrateTo(
  // biome-ignore lint/suspicious/noExplicitAny: as migrateToLatest.
  db: Kysely<any>,
  name: string,
  context: MigrationContext = configuredMigrationContext(),
): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(context) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`);
}

/** The migrations of the folder not applied to this database yet (none: its schema is current). */
// biome-ignore lint/suspicious/noExplicitAny: as migrateToLatest.
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  // Listing runs no migration: the context is never asked for.
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(configuredMigrationContext()) });
  const all = await migrator.getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
