import type { ListedBirthDate, ListedEntry, ListedIdentifier, ListedKind, ListedName } from '@app/domain';
import { RowProblem } from '../../../imports/import-source';
import { childrenNamed, type XmlNode } from './xml-element-stream';

/**
 * The EU consolidated list of financial sanctions as the European Commission publishes it (the
 * "xmlFullSanctionsList_1_1" file): a root `export` with its `generationDate`, then one
 * `sanctionEntity` per listed person, group or entity, with its `euReferenceNumber` and
 * `logicalId`, its `subjectType` (person, enterprise), its names (`nameAlias`: firstName,
 * middleName, lastName, wholeName, function, gender, strong), `birthdate`, `citizenship`,
 * `identification`, `address` and the `regulation`s listing it (programme, numberTitle).
 */
export const EU_ROOT = 'export';
export const EU_ENTRY = 'sanctionEntity';

const KINDS: Record<string, ListedKind> = { person: 'person', enterprise: 'entity' };

const NO_ID = new RowProblem('no logicalId');
const NO_NAME = new RowProblem('no nameAlias with a wholeName');

const attribute = (node: XmlNode, name: string): string => (node.attributes[name] ?? '').trim();

/** A known ISO code: the list writes "00" (or nothing) for an unknown country. */
const countryOf = (node: XmlNode): string | null => {
  const code = attribute(node, 'countryIso2Code').toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== '00' ? code : null;
};

function namesOf(entry: XmlNode, kind: ListedKind): ListedName[] {
  return childrenNamed(entry, 'nameAlias').flatMap((alias, i): ListedName[] => {
    const whole = attribute(alias, 'wholeName');
    if (!whole) return [];
    const given = [attribute(alias, 'firstName'), attribute(alias, 'middleName')].filter(Boolean).join(' ');
    const family = attribute(alias, 'lastName');
    const parts = kind === 'person' && family;
    return [
      {
        whole,
        given: parts && given ? given : null,
        family: parts ? family : null,
        alias: i > 0,
        weak: attribute(alias, 'strong') === 'false',
      },
    ];
  });
}

const twoDigits = (value: string) => value.padStart(2, '0');

/** A whole date (`birthdate`), else its parts (`year`, `monthOfYear`, `dayOfMonth`), else a span of years. */
function birthDateOf(node: XmlNode): ListedBirthDate | null {
  const circa = attribute(node, 'circa') === 'true';
  const whole = attribute(node, 'birthdate');
  if (/^\d{4}-\d{2}-\d{2}$/.test(whole)) return { date: whole, circa };
  const year = attribute(node, 'year');
  if (/^\d{4}$/.test(year)) {
    const month = attribute(node, 'monthOfYear');
    const day = attribute(node, 'dayOfMonth');
    if (!/^\d{1,2}$/.test(month)) return { date: year, circa };
    if (!/^\d{1,2}$/.test(day)) return { date: `${year}-${twoDigits(month)}`, circa };
    return { date: `${year}-${twoDigits(month)}-${twoDigits(day)}`, circa };
  }
  const from = attribute(node, 'yearRangeFrom');
  const to = attribute(node, 'yearRangeTo');
  if (/^\d{4}$/.test(from) && /^\d{4}$/.test(to)) {
    return { yearFrom: Number(from), yearTo: Number(to), circa };
  }
  return null;
}

function identifierOf(node: XmlNode): ListedIdentifier[] {
  const number = attribute(node, 'number') || attribute(node, 'latinNumber');
  if (!number) return [];
  const kind = attribute(node, 'identificationTypeDescription') || attribute(node, 'identificationTypeCode');
  return [{ kind: kind || 'identification', number, country: countryOf(node) }];
}

/** A regulation as its programme and its act: "UKR 269/2014 (OJ L78)". */
const programmeOf = (node: XmlNode): string =>
  [attribute(node, 'programme'), attribute(node, 'numberTitle')].filter(Boolean).join(' ');

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * One `sanctionEntity` in the screening's shape: its first name as the main one, the others as
 * aliases (a name in Cyrillic among them), each with its parts for a person; null for a subject
 * that is neither a person nor an enterprise.
 */
export function euEntry(node: XmlNode): ListedEntry | RowProblem | null {
  const id = attribute(node, 'logicalId');
  if (!id) return NO_ID;
  const subject = childrenNamed(node, 'subjectType')[0];
  const code = subject ? attribute(subject, 'code') : '';
  const kind = KINDS[code];
  if (!kind) return code ? null : new RowProblem('no subjectType');
  const names = namesOf(node, kind);
  if (names.length === 0) return NO_NAME;
  return {
    list: 'eu_fsf',
    id,
    kind,
    names,
    birthDates: childrenNamed(node, 'birthdate').flatMap((birth) => birthDateOf(birth) ?? []),
    nationalities: unique(
      childrenNamed(node, 'citizenship').flatMap((citizenship) => countryOf(citizenship) ?? []),
    ),
    identifiers: childrenNamed(node, 'identification').flatMap(identifierOf),
    programmes: unique(childrenNamed(node, 'regulation').map(programmeOf).filter(Boolean)),
    reference: attribute(node, 'euReferenceNumber') || attribute(node, 'unitedNationId') || null,
  };
}

/** The publication's day from the root's `generationDate` (an ISO date and time). */
export function generationDayOf(attributes: Record<string, string>): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(attributes.generationDate ?? '');
  return match ? (match[1] as string) : null;
}
