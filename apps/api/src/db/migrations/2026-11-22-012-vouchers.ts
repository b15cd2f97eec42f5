// biome-ignore-all lint/suspicious/noExplicitAny: inserting seed rows needs a schema-less Kysely, as migrations must not import the app schema.
import type { Kysely } from 'kysely';

// Offer codes typed on account creation (or given in the home page's offer parameter), with
// the text shown to the user in each language. A few codes ship with the product.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vouchers')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('text_fr', 'text', (col) => col.notNull())
    .addColumn('text_en', 'text', (col) => col.notNull())
    .addColumn('text_de', 'text', (col) => col.notNull())
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  const createdAt = '2026-11-22T00:00:00.000Z';
  await db
    .insertInto('vouchers')
    .values([
      {
        code: 'BIENVENUE2026',
        text_fr: '3 mois de frais de tenue de compte offerts',
        text_en: '3 months of account fees waived',
        text_de: '3 Monate ohne Kontoführungsgebühren',
        valid_from: '2026-01-01T00:00:00.000Z',
        valid_until: '2027-12-31T23:59:59.999Z',
        active: 1,
        created_at: createdAt,
      },
      {
        code: 'INSTALLATION',
        text_fr: '6 mois de frais de tenue de compte offerts pour votre installation',
        text_en: '6 months of account fees waived for setting up your practice',
        text_de: '6 Monate ohne Kontoführungsgebühren zur Praxisgründung',
        valid_from: null,
        valid_until: null,
        active: 1,
        created_at: createdAt,
      },
      {
        code: 'PARRAINAGE',
        text_fr: 'Votre première carte professionnelle offerte la première année',
        text_en: 'Your first business card free for the first year',
        text_de: 'Ihre erste Geschäftskarte im ersten Jahr kostenlos',
        valid_from: null,
        valid_until: null,
        active: 1,
        created_at: createdAt,
      },
      {
        code: 'ETE2025',
        text_fr: '2 mois de frais de tenue de compte offerts',
        text_en: '2 months of account fees waived',
        text_de: '2 Monate ohne Kontoführungsgebühren',
        valid_from: '2025-06-01T00:00:00.000Z',
        valid_until: '2025-09-30T23:59:59.999Z',
        active: 1,
        created_at: createdAt,
      },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vouchers').execute();
}
