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
  /** Which entry a candidate search has already met, by search (a stamp per search, no clearing). */
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(entries: readonly ListedEntry[]) {
    this.entries = entries.map((entry) => indexEntry(entry));
    this.seen = new Uint32Array(this.entries.length);
    this.entries.forEach((indexed, position) => {
      const postings = indexed.entry.kind === 'person' ? this.persons : this.entities;
      for (const name of indexed.names) {
        const prepared = name.person ?? name.company?.prepared;
        if (prepared) for (const key of nameKeys(prepared)) postings.add(key, position);
      }
    });
  }

  get size(): number {
    return this.entries.length;
  }

  /** Distinct keys, for the index's own figures. */
  get keyCount(): number {
    return this.persons.keyCount + this.entities.keyCount;
  }

  /** The entries of a kind sharing at least one key with the given ones. */
  candidates(kind: ListedEntry['kind'], keys: readonly string[]): IndexedEntry[] {
    const postings = kind === 'person' ? this.persons : this.entities;
    this.stamp = this.stamp === 0xffffffff ? 1 : this.stamp + 1;
    if (this.stamp === 1) this.seen.fill(0);
    const found: IndexedEntry[] = [];
    for (const key of keys) {
      for (const position of postings.get(key) ?? []) {
        if (this.seen[position] === this.stamp) continue;
        this.seen[position] = this.stamp;
        found.push(this.entries[position] as IndexedEntry);
      }
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
