/**
 * The lists a customer is screened against, each with its publisher's own layout (the API's
 * parsers turn both into `ListedEntry`):
 * - `fr_gels`: the national register of asset freezes (registre national des gels), published by
 *   the DG Trésor as JSON: every person and entity whose assets are frozen in France, under
 *   national, EU or UN measures (Code monétaire et financier, L. 562-1 and following).
 * - `eu_fsf`: the EU consolidated list of persons, groups and entities subject to financial
 *   sanctions, published by the European Commission as XML (its "xmlFullSanctionsList_1_1").
 */
export const SCREENING_LISTS = ['fr_gels', 'eu_fsf'] as const;
export type ScreeningListId = (typeof SCREENING_LISTS)[number];

export const SCREENING_LIST_LABELS: Record<ScreeningListId, string> = {
  fr_gels: 'Registre national des gels (DG Trésor)',
  eu_fsf: 'Liste consolidée des sanctions financières de l’UE',
};

/** A listed natural person, or a listed legal person, group or body. */
export type ListedKind = 'person' | 'entity';

/**
 * One name an entry is listed under, with its parts when the list gives them. The first name
 * of an entry is its main name; the others are aliases (or the same name in another script).
 */
export interface ListedName {
  /** The name as the list writes it, whole. */
  whole: string;
  /** Given names, as the list separates them (the EU's firstName and middleName, the register's PRENOM). */
  given: string | null;
  /** The family name (the EU's lastName, the register's Nom). */
  family: string | null;
  alias: boolean;
  /** A name the publisher marks as of low quality (the EU's strong="false"): matched, but said so. */
  weak: boolean;
}

/**
 * A birth date as listed: the day, the month or only the year, or a span of years. `circa`: the
 * list says "about" this date.
 */
export type ListedBirthDate =
  | { date: string; circa: boolean }
  | { yearFrom: number; yearTo: number; circa: boolean };

export interface ListedIdentifier {
  /** What the number is, as the list says it (passport, national identity card, registration number…). */
  kind: string;
  number: string;
  /** ISO 3166-1 alpha-2 country of issue, when known. */
  country: string | null;
}

/** One entry of a list, in the one shape both lists are read into. */
export interface ListedEntry {
  list: ScreeningListId;
  /** The entry's id in its list: the register's IdRegistre, the EU's logicalId. */
  id: string;
  kind: ListedKind;
  names: ListedName[];
  birthDates: ListedBirthDate[];
  /** ISO 3166-1 alpha-2 codes; a country the parser could not name stays as the list wrote it. */
  nationalities: string[];
  identifiers: ListedIdentifier[];
  /** The legal basis of the measure: the regulation or decision, or the EU's programme code. */
  programmes: string[];
  /** The EU's reference number (EU.1234.56) or the UN's, when listed. */
  reference: string | null;
}
