import { type CaseFlagReply, centsToMoney } from '@app/domain';
import type { OtherOpening } from '../../db/repositories/duplicate-candidates';
import type { OpeningFlag } from '../../db/repositories/opening-flags';

type Details = Record<string, unknown>;

const text = (details: Details, key: string): string | null =>
  typeof details[key] === 'string' ? (details[key] as string) : null;

const personName = (details: Details): string =>
  [text(details, 'first_name'), text(details, 'last_name')].filter(Boolean).join(' ');

const ids = (value: unknown, key?: string): string[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const id = key ? (item as Details | null)?.[key] : item;
        return typeof id === 'string' ? [id] : [];
      })
    : [];

/** The other openings a duplicate flag names, each once, as they stand now. */
export const otherCaseIdsOf = (flag: OpeningFlag): string[] => [
  ...new Set(
    flag.code === 'duplicate_siren'
      ? ids(flag.details.other_case_ids)
      : flag.code === 'duplicate_person'
        ? ids(flag.details.matches, 'case_id')
        : [],
  ),
];

/**
 * A flag as the case page explains it: what it is about (the person, the transfer, the SIREN)
 * and, for a duplicate, the other openings it matches with where they stand now.
 */
export function flagReply(flag: OpeningFlag, openings: ReadonlyMap<string, OtherOpening>): CaseFlagReply {
  const { details, id } = flag;
  const raised_at = flag.raisedAt;
  const others = () =>
    otherCaseIdsOf(flag).flatMap((id) => {
      const opening = openings.get(id);
      return opening ? [{ case_id: id, company_name: opening.name, status: opening.status }] : [];
    });
  switch (flag.code) {
    case 'pep':
      return {
        code: 'pep',
        id,
        raised_at,
        person: personName(details),
        function: text(details, 'function'),
        country: text(details, 'country'),
      };
    case 'us_person':
      return { code: 'us_person', id, raised_at, person: personName(details) };
    case 'professional_not_verified':
      return {
        code: 'professional_not_verified',
        id,
        raised_at,
        person: personName(details),
        number: text(details, 'number'),
      };
    case 'payer_mismatch':
      return {
        code: 'payer_mismatch',
        id,
        raised_at,
        transfer_kind: details.transfer_kind === 'first_transfer' ? 'first_transfer' : 'capital_contribution',
        payer_name: text(details, 'payer_name') ?? '',
        expected_name: text(details, 'expected_name') ?? '',
        amount: centsToMoney(typeof details.amount_cents === 'number' ? details.amount_cents : 0),
      };
    case 'duplicate_siren':
      return {
        code: 'duplicate_siren',
        id,
        raised_at,
        siren: text(details, 'siren') ?? '',
        other_openings: others(),
      };
    case 'duplicate_person':
      return {
        code: 'duplicate_person',
        id,
        raised_at,
        person: personName(details),
        birth_date: text(details, 'birth_date') ?? '',
        other_openings: others(),
      };
  }
}
