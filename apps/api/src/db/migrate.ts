import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Every file in migrations/, in name order; names are dated so order is history. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = readdirSync(migrationsDir)
      .filter((file) => /^\d{4}-\d{2}-\d{2}-\d{3}-[a-z0-9-]+\.ts$/.test(file))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const module = (await import(pathToFileURL(join(migrationsDir, file)).href)) as Migration;
      migrations[file.replace(/\.ts$/, '')] = module;
    }
    return migrations;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema, as Kysely's own signature says.
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Runs the migrations up to and including `name` (tests of a migration on rows written before it). */
// biome-ignore lint/suspicious/noExplicitAny: as migrateToLatest.
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`);
}

/** The migrations of the folder not applied to this database yet (none: its schema is current). */
// biome-ignore lint/suspicious/noExplicitAny: as migrateToLatest.
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const all = await migrator.getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
