import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// The operators' TOTP seeds were kept in clear: a copy of the database gave every operator's
// second factor. They are sealed now as documents are: AES-256-GCM in the document frame (version,
// IV, ciphertext, tag), under a key derived from the document key, the operator's id authenticated.
// The column says so. This is the frozen first version of modules/operators/totp-seed-seal.ts,
// which opens what it writes.

interface MigrationContext {
  documentKey(): Buffer;
}

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const sealingKey = (documentKey: Buffer) =>
  Buffer.from(hkdfSync('sha256', documentKey, Buffer.alloc(0), 'operator-totp-seed', 32));
const aad = (operatorId: string) => Buffer.from(`operator-totp-seed:v${VERSION}:${operatorId}`, 'utf8');

function seal(key: Buffer, operatorId: string, seed: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(operatorId));
  const ciphertext = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, ciphertext, cipher.getAuthTag()]).toString('base64');
}

function open(key: Buffer, operatorId: string, sealed: string): string {
  const frame = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, frame.subarray(1, 1 + IV_BYTES));
  decipher.setAAD(aad(operatorId));
  decipher.setAuthTag(frame.subarray(frame.length - TAG_BYTES));
  const ciphertext = frame.subarray(1 + IV_BYTES, frame.length - TAG_BYTES);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/**
 * PostgreSQL runs a migration in a transaction; SQLite does not: the column's renaming and every
 * seed's sealing are one change, so a failure (no key, say) leaves the seeds as they were.
 */
async function atOnce(db: Kysely<unknown>, change: (trx: Kysely<unknown>) => Promise<void>): Promise<void> {
  if (db.isTransaction) await change(db);
  else await db.transaction().execute(change);
}

/** Rewrites every operator's seed (sealing or opening it); the key is asked for only when there is one. */
async function rewriteSeeds(
  db: Kysely<unknown>,
  context: MigrationContext,
  rewrite: (key: Buffer, operatorId: string, value: string) => string,
): Promise<void> {
  const { rows } = await sql<{
    id: string;
    seed: string;
  }>`SELECT id, totp_secret_sealed AS seed FROM operators`.execute(db);
  if (rows.length === 0) return;
  const key = sealingKey(context.documentKey());
  for (const row of rows) {
    await sql`UPDATE operators SET totp_secret_sealed = ${rewrite(key, row.id, row.seed)} WHERE id = ${row.id}`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await atOnce(db, async (trx) => {
    await trx.schema.alterTable('operators').renameColumn('totp_secret', 'totp_secret_sealed').execute();
    await rewriteSeeds(trx, context, seal);
  });
}

export async function down(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await atOnce(db, async (trx) => {
    await rewriteSeeds(trx, context, open);
    await trx.schema.alterTable('operators').renameColumn('totp_secret_sealed', 'totp_secret').execute();
  });
}
