import {
  allSharesAllocated,
  hasBeneficialOwner,
  type Locale,
  missingPersonProofs,
  type PersonProofKind,
  translate,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hasDocument } from '../documents/document-queries';
import { type CompanyPeople, identityCardSubject, mandateSchemaFor, personSchemaFor } from './company-people';
import { missingDocumentMessage, personMessage } from './messages';
import type { RepresentativeRow } from './representative.repository';
import { mandateWire, personWire } from './representative-wire';

export interface RepresentativesCheck {
  /** Every problem, each person's prefixed with their name, translated. */
  messages: string[];
  /** Field to message: representatives.<id> for a person, beneficial_owner, shareholders_value. */
  fields: Record<string, string>;
}

const nameOf = (row: RepresentativeRow) =>
  row.is_company === 1
    ? (row.company_name ?? '')
    : [row.first_name, row.last_name].filter((part) => part && part.trim() !== '').join(' ');

async function proofsOnFile(db: Kysely<Database>, row: RepresentativeRow) {
  return {
    identityCard: await hasDocument(db, { ...identityCardSubject(row), type: 'identity_card' }),
    mandate: await hasDocument(db, { subjectType: 'representative', subjectId: row.id, type: 'mandate' }),
  };
}

/**
 * GET /companies/{id}/validate-representatives and the completion: every person valid with
 * the domain rules, the proofs the domain asks of them on file (identity card for a beneficial
 * owner, mandatary or politically exposed person; mandate for a user who is not a legal
 * representative), at least one beneficial owner, and in enrollment every share allocated.
 */
export async function checkRepresentatives(
  db: Kysely<Database>,
  people: CompanyPeople,
  locale: Locale,
): Promise<RepresentativesCheck> {
  const messages: string[] = [];
  const fields: Record<string, string> = {};
  const add = (field: string, message: string) => {
    messages.push(message);
    fields[field] ??= message;
  };

  for (const row of people.rows) {
    const name = nameOf(row);
    if (row.is_company === 1) {
      if (!mandateSchemaFor(people, row).safeParse(mandateWire(row)).success) {
        add(`representatives.${row.id}`, personMessage(locale, name, 'error.representative_incomplete'));
      }
      continue;
    }
    const wire = personWire(row);
    if (!personSchemaFor(people, row).safeParse(wire).success) {
      add(`representatives.${row.id}`, personMessage(locale, name, 'error.representative_incomplete'));
    }
    const onFile = await proofsOnFile(db, row);
    const missing: PersonProofKind[] = missingPersonProofs({
      ...wire,
      identity_card_url: onFile.identityCard ? 'on file' : null,
      has_mandate: onFile.mandate,
    });
    for (const kind of missing) {
      add(`representatives.${row.id}`, personMessage(locale, name, missingDocumentMessage(locale, kind)));
    }
  }

  const persons = people.rows.filter((row) => row.is_company === 0).map(personWire);
  if (!hasBeneficialOwner(persons, people.totalShares)) {
    add('beneficial_owner', translate(locale, 'validation.beneficial_owner_required'));
  }
  if (
    people.journey === 'enrollment' &&
    !allSharesAllocated(
      people.totalShares,
      people.rows.map((row) => row.shareholders_value),
    )
  ) {
    add('shareholders_value', translate(locale, 'validation.shares_invalid'));
  }
  return { messages, fields };
}
