import type { OpeningFlagCode } from '@app/domain';
import type { PersonChanges } from '../../db/repositories/person-record';

/**
 * A politically exposed person and a US person (FATCA) each raise a flag on the opening for the
 * bank's review, with what the review needs; answering no clears it (details null).
 */
export function flagsOfPerson(person: PersonChanges): [OpeningFlagCode, Record<string, unknown> | null][] {
  const who = { first_name: person.first_name, last_name: person.last_name, birth_date: person.birth_date };
  return [
    ['pep', person.is_pep ? { ...who, function: person.pep_function, country: person.pep_country } : null],
    [
      'us_person',
      person.is_fatca ? { ...who, nationality: person.nationality, us_tin: person.us_tin } : null,
    ],
  ];
}
