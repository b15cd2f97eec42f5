/** A company as the search query returns it: the unit joined to one establishment. */
export interface UnitRow {
  siren: string;
  name: string;
  legal_category: string | null;
  ape: string | null;
  active: number;
  siret: string | null;
  street: string | null;
  street_details: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  establishment_count: number;
}

export interface EstablishmentRow {
  siret: string;
  siren: string;
  head_office: number;
  active: number;
  brand: string | null;
  street: string | null;
  street_details: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
}

/**
 * A search's words, the last one typed so far. `lastWordCompletions`: whole words the last one
 * starts, asked instead of the prefix (empty or absent: the prefix itself).
 */
export interface WordsQuery {
  words: readonly string[];
  lastWordCompletions?: readonly string[];
}

/** One table's matches (open or closed companies): their count up to the cap, and a page of them. */
export interface TableMatches {
  count: number;
  /** `ranked`: best match first (only asked when the count is under the cap), else SIREN order. */
  page(ranked: boolean, limit: number, offset: number): Promise<UnitRow[]>;
}

/**
 * The register's queries on one engine. Each call is one bounded query: a capped count or one
 * page, so no query reads more than `cap` index entries whatever the register's size.
 */
export interface RegistryStore {
  countWords(query: WordsQuery, active: boolean, cap: number): Promise<number>;
  /** `ranked`: best match first (only asked when the count is under the cap), else index order. */
  pageWords(
    query: WordsQuery,
    active: boolean,
    ranked: boolean,
    limit: number,
    offset: number,
  ): Promise<UnitRow[]>;
  /**
   * The matches' ids (the SIREN as a number) in ascending order, at most `cap`, and then the units
   * of some of them (SQLite): one evaluation of the full-text query serves both the count and the
   * page, where `countWords` then `pageWords` evaluate it twice (the cost of a name of frequent
   * words).
   */
  matchIds?(query: WordsQuery, active: boolean, cap: number): Promise<readonly number[]>;
  /** `ranked`: the best matches first among all `ids`; else the page `offset`… of `ids` in their order. */
  unitsOfMatches?(
    query: WordsQuery,
    ids: readonly number[],
    ranked: boolean,
    limit: number,
    offset: number,
  ): Promise<UnitRow[]>;
  /**
   * One table's count and the way to its pages, the engine choosing how to evaluate the query
   * once (PostgreSQL: see its store); asked before `matchIds` and `countWords`.
   */
  matches?(query: WordsQuery, active: boolean, cap: number): Promise<TableMatches>;
  /**
   * Up to `limit` whole words of the register starting with `prefix`, the prefix itself first when
   * it is a word, then the most frequent (`completionsStatement`, the same on both engines).
   */
  completions?(prefix: string, limit: number): Promise<string[]>;
  bySiren(siren: string): Promise<UnitRow | undefined>;
  bySiret(siret: string): Promise<UnitRow | undefined>;
  /** Units whose siren (prefix up to 9 digits) or establishments whose siret starts with it. */
  byNumberPrefix(prefix: string, cap: number): Promise<UnitRow[]>;
  /** Typing mistakes: units whose name is close to the text (PostgreSQL trigrams only). */
  similar?(text: string, limit: number): Promise<UnitRow[]>;
  establishments(siren: string): Promise<EstablishmentRow[]>;
  establishment(siret: string): Promise<EstablishmentRow | undefined>;
  close(): Promise<void>;
}

export class RegistryQueryTimeout extends Error {
  constructor() {
    super('registry query took too long');
  }
}
