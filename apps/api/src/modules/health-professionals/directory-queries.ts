import {
  type HealthEstablishmentReply,
  type HealthPractitionerReply,
  isHealthFinessCategory,
} from '@app/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

export type DirectoryKind = 'practitioners' | 'establishments';

/** The day of the last complete import of a directory: the date the bank sees on its rows. */
export async function directoryDate(db: Kysely<Database>, kind: DirectoryKind): Promise<string | null> {
  const row = await db
    .selectFrom('health_imports')
    .select(['file_date', 'completed_at'])
    .where('kind', '=', kind)
    .where('completed_at', 'is not', null)
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (row.file_date ?? row.completed_at?.slice(0, 10) ?? null) : null;
}

/** Every practice row of a practitioner's number (one per place of practice). */
export const practitionerRows = (db: Kysely<Database>, number: string) =>
  db.selectFrom('health_practitioners').selectAll().where('number', '=', number).execute();

/** At most this many practitioners are listed for one company (a hospital's staff is not). */
const PRACTITIONERS_SHOWN = 50;

/** Practitioners the directory places at a SIRET, one entry per number. */
export async function practitionersAt(
  db: Kysely<Database>,
  siret: string,
  date: string | null,
): Promise<HealthPractitionerReply[]> {
  const rows = await db
    .selectFrom('health_practitioners')
    .select(['number', 'first_name', 'last_name', 'profession_code', 'profession_label', 'mode_code'])
    .where('siret', '=', siret)
    .orderBy('last_name')
    .orderBy('first_name')
    .limit(PRACTITIONERS_SHOWN * 2)
    .execute();
  const byNumber = new Map<string, HealthPractitionerReply>();
  for (const row of rows) {
    if (byNumber.has(row.number) || byNumber.size >= PRACTITIONERS_SHOWN) continue;
    byNumber.set(row.number, {
      number: row.number,
      first_name: row.first_name,
      last_name: row.last_name,
      profession_code: row.profession_code,
      profession_label: row.profession_label,
      practice_mode_code: row.mode_code,
      directory_date: date,
      declared: false,
    });
  }
  return [...byNumber.values()];
}

const establishmentReply = (
  row: Selectable<Database['health_establishments']>,
  date: string | null,
): HealthEstablishmentReply => ({
  finess: row.finess,
  name: row.name,
  category_code: row.category_code ?? '',
  category: row.category_label ?? '',
  siret: row.siret,
  directory_date: row.updated_on ?? date,
});

/** The establishment the directory lists under a FINESS number, whatever its category. */
export async function establishmentByFiness(
  db: Kysely<Database>,
  finess: string,
  date: string | null,
): Promise<HealthEstablishmentReply | null> {
  const row = await db
    .selectFrom('health_establishments')
    .selectAll()
    .where('finess', '=', finess)
    .executeTakeFirst();
  return row ? establishmentReply(row, date) : null;
}

/** Health establishments (FINESS categories that count) at a SIRET, or of a SIREN when no SIRET. */
export async function establishmentsOf(
  db: Kysely<Database>,
  where: { siret: string | null; siren: string | null },
  date: string | null,
): Promise<HealthEstablishmentReply[]> {
  if (!where.siret && !where.siren) return [];
  const rows = await db
    .selectFrom('health_establishments')
    .selectAll()
    .$call((query) =>
      where.siret ? query.where('siret', '=', where.siret) : query.where('siren', '=', where.siren as string),
    )
    .orderBy('finess')
    .limit(20)
    .execute();
  return rows
    .filter((row) => isHealthFinessCategory(row.category_code))
    .map((row) => establishmentReply(row, date));
}

/** Which of these SIRENs have a health establishment or a practitioner practising there. */
export async function linkedSirens(db: Kysely<Database>, sirens: readonly string[]): Promise<string[]> {
  if (sirens.length === 0) return [];
  const [establishments, practitioners] = await Promise.all([
    db
      .selectFrom('health_establishments')
      .select(['siren', 'category_code'])
      .where('siren', 'in', [...sirens])
      .execute(),
    db
      .selectFrom('health_practitioners')
      .select('siren')
      .distinct()
      .where('siren', 'in', [...sirens])
      .execute(),
  ]);
  const linked = new Set<string>();
  for (const row of establishments)
    if (row.siren && isHealthFinessCategory(row.category_code)) linked.add(row.siren);
  for (const row of practitioners) if (row.siren) linked.add(row.siren);
  return sirens.filter((siren) => linked.has(siren));
}
