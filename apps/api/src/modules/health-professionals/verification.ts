import {
  checkProfessionalNumber,
  DOCTOR_TITLED_PROFESSIONS,
  type HealthVerificationReply,
  type HealthVerificationStatus,
  isHealthProfession,
  namesMatch,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { OpeningFlagsRepository } from '../../db/repositories/opening-flags';
import { reusableListQuery } from '../../db/reusable-query';
import type { Database } from '../../db/schema';
import type { HealthPractitionersTable } from '../../db/tables/health';
import { directoryDate, practitionerRows } from './directory-queries';

/** The person as declared: the name compared with the directory's practice name. */
export interface DeclaredPractitioner {
  first_name: string | null;
  last_name: string | null;
  professional_number: string | null;
}

type Row = HealthPractitionersTable;

/** The row that decides: one whose name matches, a health profession first; else the first one. */
function bestRow(rows: readonly Row[], person: DeclaredPractitioner): { row: Row; matches: boolean } | null {
  const matching = rows.filter((row) => namesMatch(person, row));
  const pick = matching.find((row) => isHealthProfession(row.profession_code)) ?? matching[0];
  if (pick) return { row: pick, matches: true };
  const first = rows[0];
  return first ? { row: first, matches: false } : null;
}

/**
 * A sole trader's practice, compared with the directory's places of practice: its SIRET is one of
 * those the directory holds for the practitioner, when it holds any (null: not a sole trader).
 */
export interface DeclaredPractice {
  siret: string | null;
}

/**
 * Looks the number up in the directory and compares the declared name, and for a sole trader the
 * practice's SIRET (never throws for a miss).
 */
export async function verifyProfessional(
  db: Kysely<Database>,
  person: DeclaredPractitioner,
  now: string,
  practice: DeclaredPractice | null = null,
): Promise<HealthVerificationReply | null> {
  if (!person.professional_number) return null;
  const checked = checkProfessionalNumber(person.professional_number);
  // The body schema refused a malformed number already; a stored one predates the rule.
  if (!checked.ok) return null;
  const rows = await practitionerRows(db, checked.number);
  const found = bestRow(rows, person);
  // The SIRETs of the practitioner's places of practice (rows of their name only).
  const directorySirets = [
    ...new Set(
      rows
        .filter((row) => namesMatch(person, row))
        .map((row) => row.siret)
        .filter((siret): siret is string => !!siret),
    ),
  ];
  const siretDiffers =
    practice !== null && directorySirets.length > 0 && !directorySirets.includes(practice.siret ?? '');
  const status: HealthVerificationStatus = !found
    ? 'not_found'
    : !found.matches
      ? 'name_mismatch'
      : !isHealthProfession(found.row.profession_code)
        ? 'not_health_profession'
        : siretDiffers
          ? 'siret_mismatch'
          : 'verified';
  const row = found?.row;
  return {
    status,
    number: checked.number,
    directory: checked.kind,
    civility: row?.civility ?? null,
    first_name: row?.first_name ?? null,
    last_name: row?.last_name ?? null,
    profession_code: row?.profession_code ?? null,
    profession_label: row?.profession_label ?? null,
    practice_mode_code: row?.mode_code ?? null,
    doctor_title: DOCTOR_TITLED_PROFESSIONS.includes(row?.profession_code ?? ''),
    directory_date: row ? await directoryDate(db, 'practitioners') : null,
    ...(practice ? { directory_sirets: directorySirets } : {}),
    checked_at: now,
  };
}

/**
 * Checks a saved person's number, keeps the result and raises (or clears) the opening's
 * `professional_not_verified` flag. Runs in the save's transaction; never refuses the save.
 */
export async function recordProfessionalVerification(
  db: Kysely<Database>,
  flags: OpeningFlagsRepository,
  {
    companyId,
    personId,
    person,
    now,
    practice = null,
  }: {
    companyId: string;
    personId: string;
    person: DeclaredPractitioner;
    now: string;
    /** A sole trader's practice, whose SIRET the directory is asked about too. */
    practice?: DeclaredPractice | null;
  },
): Promise<HealthVerificationReply | null> {
  const result = await verifyProfessional(db, person, now, practice);
  await db.deleteFrom('health_verifications').where('representative_id', '=', personId).execute();
  if (result) {
    await db
      .insertInto('health_verifications')
      .values({
        representative_id: personId,
        company_id: companyId,
        number: result.number,
        status: result.status,
        details: JSON.stringify(result),
        checked_at: now,
      })
      .execute();
  }
  const unverified = result && result.status !== 'verified';
  await flags.set(
    companyId,
    'professional_not_verified',
    personId,
    unverified
      ? {
          first_name: person.first_name,
          last_name: person.last_name,
          number: result.number,
          status: result.status,
          directory_name: result.last_name ? `${result.first_name} ${result.last_name}` : null,
        }
      : null,
    now,
  );
  return result;
}

/** The kept results of these people, by person id. */
// Read with every list of people: compiled once per number of people.
const verificationsQuery = reusableListQuery((db: Kysely<Database>, _shape: 'people', personIds: string[]) =>
  db
    .selectFrom('health_verifications')
    .select(['representative_id', 'details'])
    .where('representative_id', 'in', personIds),
);

export async function verificationsOf(
  db: Kysely<Database>,
  personIds: readonly string[],
): Promise<Map<string, HealthVerificationReply>> {
  if (personIds.length === 0) return new Map();
  const rows = await verificationsQuery(db, 'people', personIds);
  return new Map(
    rows.map((row) => [row.representative_id, JSON.parse(row.details) as HealthVerificationReply]),
  );
}

/** Clears what a deleted person left: the result (the flag goes with the person's flags). */
export const forgetVerification = (db: Kysely<Database>, personId: string) =>
  db.deleteFrom('health_verifications').where('representative_id', '=', personId).execute();
