import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonChanges } from '../representatives/representative-record';
import { createOpeningFlagsRepository } from './opening-flags.repository';

/**
 * A politically exposed person and a US person (FATCA) each raise a flag on the opening for the
 * bank's review, with what the review needs; answering no clears it. Run in the save's transaction.
 */
export async function flagPerson(
  db: Kysely<Database>,
  companyId: string,
  personId: string,
  person: PersonChanges,
  now: string,
): Promise<void> {
  const flags = createOpeningFlagsRepository(db);
  const who = { first_name: person.first_name, last_name: person.last_name, birth_date: person.birth_date };
  await flags.set(
    companyId,
    'pep',
    personId,
    person.is_pep ? { ...who, function: person.pep_function, country: person.pep_country } : null,
    now,
  );
  await flags.set(
    companyId,
    'us_person',
    personId,
    person.is_fatca ? { ...who, nationality: person.nationality, us_tin: person.us_tin } : null,
    now,
  );
}
