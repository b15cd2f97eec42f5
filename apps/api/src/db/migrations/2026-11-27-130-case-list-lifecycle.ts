import { type Kysely, PostgresAdapter, sql } from 'kysely';

// The back-office's case list on the lifecycle: lists by status sorted by age, filters on a flag,
// and searches a company's name by its start, each through an index.

/** Letters folded to plain ASCII as `normalizeSearchText` does (upper case too: SQLite's lower() is ASCII only). */
const FOLDS: readonly (readonly [string, string])[] = [
  ['àâäáãåÀÂÄÁÃÅ', 'a'],
  ['çÇ', 'c'],
  ['éèêëÉÈÊË', 'e'],
  ['îïíìÎÏÍÌ', 'i'],
  ['ñÑ', 'n'],
  ['ôöóòõÔÖÓÒÕ', 'o'],
  ['ùûüúÙÛÜÚ', 'u'],
  ['ÿýŸÝ', 'y'],
];
const LIGATURES = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
] as const;
/** Punctuation SQLite reads as a space between words (PostgreSQL: anything but a-z and 0-9). */
const SEPARATORS = ["'", '’', '-', '–', '—', '.', ',', '&', '/', '(', ')', '"', '+', '_', ':', ';'];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** PostgreSQL: the column computed from the name (lower() folds every letter's case there). */
function postgresExpression(): string {
  const from = FOLDS.map(([letters]) => letters).join('');
  const to = FOLDS.map(([letters, plain]) => plain.repeat([...letters].length)).join('');
  let folded = `translate(lower(name), ${quote(from)}, ${quote(to)})`;
  for (const [ligature, plain] of LIGATURES)
    folded = `replace(${folded}, ${quote(ligature)}, ${quote(plain)})`;
  return `trim(regexp_replace(${folded}, '[^a-z0-9]+', ' ', 'g'))`;
}

/**
 * SQLite: the same in steps of a few replace() each, as triggers write it: one deeply nested
 * expression would overflow the parser stack of SQLite's own shell (depth ~25) and make the
 * database's schema unreadable to it.
 */
function sqliteSteps(where: string): string[] {
  const replacements: [string, string][] = [
    ...FOLDS.flatMap(([letters, plain]) => [...letters].map((letter): [string, string] => [letter, plain])),
    ...LIGATURES.map(([ligature, plain]): [string, string] => [ligature, plain]),
    ...SEPARATORS.map((separator): [string, string] => [separator, ' ']),
    // Runs of up to 16 spaces become one.
    ...Array.from({ length: 4 }, (): [string, string] => ['  ', ' ']),
  ];
  const steps = [`UPDATE companies SET name_search = lower(name)${where};`];
  for (let start = 0; start < replacements.length; start += 12) {
    let expression = 'name_search';
    for (const [from, to] of replacements.slice(start, start + 12)) {
      expression = `replace(${expression}, ${quote(from)}, ${quote(to)})`;
    }
    steps.push(`UPDATE companies SET name_search = ${expression}${where};`);
  }
  steps.push(`UPDATE companies SET name_search = trim(name_search)${where};`);
  return steps;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // The name as the search compares it: lower case, accents folded, punctuation as single spaces.
  // Byte order (PostgreSQL's "C" collation, SQLite's default) makes a prefix a range of the index.
  if (isPostgres(db)) {
    await sql`ALTER TABLE companies ADD COLUMN name_search text COLLATE "C" GENERATED ALWAYS AS (${sql.raw(
      postgresExpression(),
    )}) STORED`.execute(db);
  } else {
    await sql`ALTER TABLE companies ADD COLUMN name_search text`.execute(db);
    const steps = sqliteSteps(' WHERE rowid = NEW.rowid').join('\n');
    await sql
      .raw(`CREATE TRIGGER companies_name_search_insert AFTER INSERT ON companies BEGIN\n${steps}\nEND`)
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER companies_name_search_update AFTER UPDATE OF name ON companies BEGIN\n${steps}\nEND`,
      )
      .execute(db);
    for (const step of sqliteSteps('')) await sql.raw(step).execute(db);
  }
  await db.schema
    .createIndex('cases_companies_name_search_idx')
    .on('companies')
    .column('name_search')
    .execute();
  // A status's cases by age; the lone status index stays for the dashboard's counts.
  await db.schema
    .createIndex('cases_companies_status_created_idx')
    .on('companies')
    .columns(['opening_status', 'created_at', 'id'])
    .execute();
  // The cases carrying a flag.
  await db.schema
    .createIndex('opening_flags_code_company_idx')
    .on('opening_flags')
    .columns(['code', 'company_id'])
    .execute();
  // The dashboard: openings that reached a status within a period.
  await db.schema
    .createIndex('opening_events_status_at_idx')
    .on('opening_events')
    .columns(['to_status', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('opening_events_status_at_idx').execute();
  await db.schema.dropIndex('opening_flags_code_company_idx').execute();
  await db.schema.dropIndex('cases_companies_status_created_idx').execute();
  await db.schema.dropIndex('cases_companies_name_search_idx').execute();
  if (!isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS companies_name_search_update`.execute(db);
    await sql`DROP TRIGGER IF EXISTS companies_name_search_insert`.execute(db);
  }
  await db.schema.alterTable('companies').dropColumn('name_search').execute();
}
