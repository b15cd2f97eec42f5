import type { ListedBirthDate, ListedEntry, ListedIdentifier, ListedKind, ListedName } from '@app/domain';
import { RowProblem } from '../../../imports/import-source';
import { countryCodeOf } from './french-country-names';

/**
 * The national register of freezes as the DG Trésor publishes it (JSON): one object
 * `Publications` with the publication's date (`DatePublication`) and its entries
 * (`PublicationDetail`). An entry has its register id (`IdRegistre`), its nature (`Nature`),
 * its name (`Nom`: a person's family name, an entity's name) and its other facts as a list of
 * fields (`RegistreDetail`), each a type (`TypeChamp`) and its values (`Valeur`).
 */
export const REGISTER_ARRAY_PATH = ['Publications', 'PublicationDetail'] as const;
export const REGISTER_DATE_PATH = ['Publications', 'DatePublication'] as const;

/**
 * What the register's natures are to the screening: persons and entities are screened; vessels
 * are not customers and are passed over.
 */
const NATURES: Record<string, ListedKind | null> = {
  'Personne physique': 'person',
  'Personne morale': 'entity',
  Navire: null,
};

const NO_ID = new RowProblem('no IdRegistre');
const NO_NAME = new RowProblem('no name (Nom)');
const NOT_AN_ENTRY = new RowProblem('not an entry object');

type Value = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The values of every field of a type, in the order the entry gives them. */
function valuesOf(details: unknown, type: string): Value[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: Value) =>
    detail?.TypeChamp === type && Array.isArray(detail.Valeur)
      ? (detail.Valeur as unknown[]).filter(
          (value): value is Value => typeof value === 'object' && value !== null,
        )
      : [],
  );
}

const twoDigits = (value: string) => value.padStart(2, '0');

/** "Jour", "Mois", "Annee": a whole date, a month, or a year alone (the unknown parts left empty). */
function birthDateOf(value: Value): ListedBirthDate | null {
  const year = text(value.Annee);
  if (!/^\d{4}$/.test(year)) return null;
  const month = text(value.Mois);
  const day = text(value.Jour);
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12)
    return { date: year, circa: false };
  if (!/^\d{1,2}$/.test(day) || Number(day) < 1 || Number(day) > 31) {
    return { date: `${year}-${twoDigits(month)}`, circa: false };
  }
  return { date: `${year}-${twoDigits(month)}-${twoDigits(day)}`, circa: false };
}

const unique = <T>(values: T[]) => [...new Set(values)];

function identifiersOf(details: unknown): ListedIdentifier[] {
  const identifier = (kind: string, number: string): ListedIdentifier[] =>
    number && number !== '/' ? [{ kind, number, country: null }] : [];
  return [
    ...valuesOf(details, 'PASSEPORT').flatMap((value) => identifier('passport', text(value.NumeroPasseport))),
    ...valuesOf(details, 'AUTRE_IDENTITE').flatMap((value) =>
      identifier(text(value.Commentaire) || 'identity document', text(value.NumeroCarte)),
    ),
    ...valuesOf(details, 'IDENTIFICATION').flatMap((value) =>
      identifier(text(value.Commentaire) || 'identification', text(value.Identification)),
    ),
  ];
}

/**
 * One entry of the register in the screening's shape: a person's main name from its given
 * names (`PRENOM`) and family name (`Nom`), an entity's from its name; the aliases (`ALIAS`),
 * birth dates, nationalities (French country names read as ISO codes), identifiers, the legal
 * basis (`FONDEMENT_JURIDIQUE`) and the EU's or UN's reference. Null for a vessel.
 */
export function registerEntry(raw: unknown): ListedEntry | RowProblem | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return NOT_AN_ENTRY;
  const entry = raw as Value;
  const id = text(entry.IdRegistre);
  if (!id) return NO_ID;
  const nature = text(entry.Nature);
  if (!Object.hasOwn(NATURES, nature)) return new RowProblem(`unknown nature "${nature}"`);
  const kind = NATURES[nature];
  if (!kind) return null;
  const family = text(entry.Nom);
  if (!family) return NO_NAME;
  const details = entry.RegistreDetail;
  const given = valuesOf(details, 'PRENOM')
    .map((value) => text(value.Prenom))
    .filter(Boolean)
    .join(' ');
  const main: ListedName =
    kind === 'person'
      ? {
          whole: given ? `${given} ${family}` : family,
          given: given || null,
          family,
          alias: false,
          weak: false,
        }
      : { whole: family, given: null, family: null, alias: false, weak: false };
  const aliases = valuesOf(details, 'ALIAS')
    .map((value) => text(value.Alias))
    .filter((alias) => alias && alias !== main.whole)
    .map((alias): ListedName => ({ whole: alias, given: null, family: null, alias: true, weak: false }));
  const references = [
    ...valuesOf(details, 'REFERENCE_UE').map((value) => text(value.ReferenceUe)),
    ...valuesOf(details, 'REFERENCE_ONU').map((value) => text(value.ReferenceOnu)),
  ].filter(Boolean);
  return {
    list: 'fr_gels',
    id,
    kind,
    names: [main, ...aliases],
    birthDates: valuesOf(details, 'DATE_DE_NAISSANCE').flatMap((value) => birthDateOf(value) ?? []),
    nationalities: unique(
      valuesOf(details, 'NATIONALITE')
        .map((value) => text(value.Pays))
        .filter(Boolean)
        .map(countryCodeOf),
    ),
    identifiers: identifiersOf(details),
    programmes: unique(
      valuesOf(details, 'FONDEMENT_JURIDIQUE')
        .map((value) => text(value.FondementJuridiqueLabel) || text(value.FondementJuridique))
        .filter(Boolean),
    ),
    reference: references[0] ?? null,
  };
}

/** The publication's day from its `DatePublication` (an ISO date and time, or a French date). */
export function publicationDayOf(value: unknown): string | null {
  const written = text(value);
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(written);
  if (iso) return iso[1] as string;
  const french = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(written);
  return french ? `${french[3]}-${french[2]}-${french[1]}` : null;
}
