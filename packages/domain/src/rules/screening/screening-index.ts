import { type PreparedCompanyName, prepareCompanyName } from './company-names';
import type { ListedEntry, ListedName } from './listed-entry';
import type { NameToken } from './name-tokens';
import { prepareListedPersonName } from './person-names';
import type { PreparedName } from './prepared-name';

/** A listed name read once for matching, as a person's or a company's. */
export interface IndexedName {
  name: ListedName;
  person: PreparedName | null;
  company: PreparedCompanyName | null;
}

/** An entry with its names read once: the index keeps these, so a screening reads nothing again. */
export interface IndexedEntry {
  entry: ListedEntry;
  names: IndexedName[];
}

/**
 * The keys a word is found by (blocking keys): its consonants (`skeletonOf`), and those
 * consonants with one left out, so that a word one mistake away still shares a key; how it
 * sounds in French; the group of romanizations of a given name. A screened name is compared only
 * with the entries sharing a key with one of its words, a few among thousands.
 */
export function blockingKeys(token: NameToken): string[] {
  if (token.text.length < 2) return [];
  const keys = new Set<string>();
  const skeleton = token.skeleton;
  keys.add(`s${skeleton}`);
  if (skeleton.length >= 3) {
    for (let i = 0; i < skeleton.length; i += 1) keys.add(`s${skeleton.slice(0, i)}${skeleton.slice(i + 1)}`);
  }
  if (token.phonetic.length >= 3) keys.add(`p${token.phonetic}`);
  if (token.group !== undefined) keys.add(`g${token.group}`);
  return [...keys];
}

/** The keys of every part of a name (a word, or two neighbouring words joined). */
export function nameKeys(prepared: PreparedName): string[] {
  return prepared.units.flatMap((unit) => blockingKeys(unit.token));
}

/** The keys of each part of a name apart, parts without a key left out (a candidate search counts parts). */
export function unitKeys(prepared: PreparedName): string[][] {
  return prepared.units.map((unit) => blockingKeys(unit.token)).filter((keys) => keys.length > 0);
}

/** How many words of a name a key is found by: its words but the particles. */
const keyedWords = (prepared: PreparedName) =>
  prepared.tokens.filter((token) => !token.particle && token.text.length >= 2).length;

/**
 * A key held by at most this many entries is rare enough for one part of a name met by it to make
 * an entry a candidate (a family name, a rare given name); a commoner key counts with another.
 */
export const RARE_KEY_ENTRIES = 64;

/** Postings: for each key, the entries (by position) holding a word with that key, each once. */
class Postings {
  private readonly byKey = new Map<string, number[]>();

  add(key: string, position: number) {
    const list = this.byKey.get(key);
    if (!list) this.byKey.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  }

  get(key: string): readonly number[] | undefined {
    return this.byKey.get(key);
  }

  get keyCount() {
    return this.byKey.size;
  }
}

/**
 * The entries of one version of a list, read once for matching and indexed by blocking key:
 * persons and entities apart, so a person is never compared with a company.
 */
export class ScreeningIndex {
  readonly entries: readonly IndexedEntry[];
  private readonly persons = new Postings();
  private readonly entities = new Postings();
  /** Which entry a part of the searched name has already met (a stamp per part, no clearing). */
  private readonly seen: Uint32Array;
  private stamp = 0;
  /** How many parts of the searched name met each entry (cleared after each search). */
  private readonly shared: Uint8Array;
  /** For each entry, the fewest keyed words of its names: a one-word name can share one part only. */
  private readonly fewestWords: Uint8Array;

  constructor(entries: readonly ListedEntry[]) {
    this.entries = entries.map((entry) => indexEntry(entry));
    this.seen = new Uint32Array(this.entries.length);
    this.shared = new Uint8Array(this.entries.length);
    this.fewestWords = new Uint8Array(this.entries.length);
    this.entries.forEach((indexed, position) => {
      const postings = indexed.entry.kind === 'person' ? this.persons : this.entities;
      let fewest = 255;
      for (const name of indexed.names) {
        const prepared = name.person ?? name.company?.prepared;
        if (!prepared) continue;
        for (const key of nameKeys(prepared)) postings.add(key, position);
        fewest = Math.min(fewest, keyedWords(prepared));
      }
      this.fewestWords[position] = Math.max(1, fewest);
    });
  }

  get size(): number {
    return this.entries.length;
  }

  /** Distinct keys, for the index's own figures. */
  get keyCount(): number {
    return this.persons.keyCount + this.entities.keyCount;
  }

  /**
   * The entries of a kind met by at least `partsShared` parts of the searched name (each part by
   * any of its keys), or by as many as the search or the entry's shortest name has; a part met by
   * a rare key (few entries hold it: a family name) is enough alone. Two parts for a person: a
   * listed person is not compared for one common given name shared with hundreds of others.
   */
  candidates(
    kind: ListedEntry['kind'],
    parts: readonly (readonly string[])[],
    partsShared = 1,
  ): IndexedEntry[] {
    const postings = kind === 'person' ? this.persons : this.entities;
    const wanted = Math.min(partsShared, parts.length);
    const met: number[] = [];
    for (const keys of parts) {
      this.stamp = this.stamp === 0xffffffff ? 1 : this.stamp + 1;
      if (this.stamp === 1) this.seen.fill(0);
      // The rarest keys first: an entry met by a rare key and a common one counts as met rarely.
      const lists = keys
        .map((key) => postings.get(key) ?? [])
        .filter((list) => list.length > 0)
        .sort((a, b) => a.length - b.length);
      for (const list of lists) {
        const weight = list.length <= RARE_KEY_ENTRIES ? wanted : 1;
        for (const position of list) {
          if (this.seen[position] === this.stamp) continue;
          this.seen[position] = this.stamp;
          const shared = this.shared[position] as number;
          if (shared === 0) met.push(position);
          this.shared[position] = Math.min(255, shared + weight);
        }
      }
    }
    const found: IndexedEntry[] = [];
    for (const position of met) {
      if ((this.shared[position] as number) >= Math.min(wanted, this.fewestWords[position] as number)) {
        found.push(this.entries[position] as IndexedEntry);
      }
      this.shared[position] = 0;
    }
    return found;
  }
}

function indexEntry(entry: ListedEntry): IndexedEntry {
  return {
    entry,
    names: entry.names.map((name) => ({
      name,
      person: entry.kind === 'person' ? prepareListedPersonName(name) : null,
      company: entry.kind === 'entity' ? prepareCompanyName(name.whole) : null,
    })),
  };
}
