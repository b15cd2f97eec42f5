import { type AlignedPair, type Alignment, alignNames } from './alignment';
import type { ListedName } from './listed-entry';
import type { NameReason } from './match-reasons';
import { type NameToken, nameTokens } from './name-tokens';
import { type PreparedName, prepareName } from './prepared-name';

/** A person as screened: the names as declared, and what is known besides. */
export interface ScreenedPerson {
  /** Every given name, as declared ("Jean Pierre Marie"). */
  firstNames: string;
  /** The name the person uses (nom d'usage). */
  lastName: string;
  /** The birth name, when the person declares another one (a married name is used). */
  birthName?: string | null;
  /** YYYY-MM-DD. */
  birthDate?: string | null;
  /** ISO 3166-1 alpha-2. */
  nationalities?: readonly string[] | null;
}

/**
 * What the words of a name left over cost. A customer declares all given names where a list
 * usually gives one; a list adds a patronymic, a second family name or a tribal name the
 * customer does not use: such words lower the score a little each, down to a floor, so that a
 * name whose given and family names both match stays a hit.
 */
export const PERSON_NAME_RULES = {
  unmatchedQueryWord: 0.97,
  unmatchedListedWord: 0.95,
  unmatchedFloor: 0.8,
  /** Given and family names matched crosswise when both sides say which is which. */
  orderSwapped: 0.98,
  /** A name the publisher marks as of low quality (a nickname, a partial name). */
  weakName: 0.9,
} as const;

/**
 * The screened person's names as one name to match: the given names, then the used name and the
 * birth name (both family names: matching either is matching the family name).
 */
export function preparePersonName(person: ScreenedPerson): PreparedName {
  const given = nameTokens(person.firstNames, 'given');
  const family = nameTokens(person.lastName, 'family');
  const birth = person.birthName ? nameTokens(person.birthName, 'family') : [];
  const birthExtra = birth.filter((token) => !family.some((other) => other.text === token.text));
  const display = [person.firstNames, person.lastName, birthExtra.length > 0 ? `(${person.birthName})` : '']
    .filter(Boolean)
    .join(' ');
  return prepareName(display, [...given, ...family, ...birthExtra]);
}

/** A listed person's name: its given and family parts when the list separates them, else whole. */
export function prepareListedPersonName(name: ListedName): PreparedName {
  const tokens = name.family
    ? [...nameTokens(name.given ?? '', 'given'), ...nameTokens(name.family, 'family')]
    : nameTokens(name.whole, 'unknown');
  return prepareName(name.whole, tokens);
}

const roleOf = (prepared: PreparedName, covers: readonly number[]) =>
  (prepared.tokens[covers[0] as number] as NameToken).role;

/** The best pair for a role of the screened name's words. */
function bestFor(pairs: readonly AlignedPair[], query: PreparedName, role: 'given' | 'family') {
  let best: AlignedPair | undefined;
  for (const pair of pairs) {
    if (roleOf(query, pair.query.covers) !== role) continue;
    if (!best || pair.match.similarity > best.match.similarity) best = pair;
  }
  return best;
}

/** How alike two persons' names are, before the reasons are written out (most names scored are not kept). */
export interface PersonNameScore {
  /** 0–1, rounded as the reasons give it. */
  similarity: number;
  alignment: Alignment;
  orderSwapped: boolean;
}

/**
 * How alike a screened person's name and a listed name are (0–1). Both a given name and a family
 * name of the person must find their match, in any order and any spelling the word comparison
 * allows; the score is the mean of those two matches, lowered a little by each word of either
 * name left without a partner (`PERSON_NAME_RULES`).
 */
export function scorePersonNames(
  query: PreparedName,
  listed: PreparedName,
  name: ListedName,
): PersonNameScore {
  const alignment = alignNames(query, listed);
  if (alignment.pairs.length === 0) return { similarity: 0, alignment, orderSwapped: false };
  const given = bestFor(alignment.pairs, query, 'given');
  const family = bestFor(alignment.pairs, query, 'family');
  const hasGiven = query.tokens.some((token) => token.role === 'given' && !token.particle);
  const core = hasGiven
    ? ((given?.match.similarity ?? 0) + (family?.match.similarity ?? 0)) / 2
    : (family?.match.similarity ?? 0);
  const rules = PERSON_NAME_RULES;
  const leftOver = Math.max(
    rules.unmatchedFloor,
    rules.unmatchedQueryWord ** alignment.unmatchedQuery.length *
      rules.unmatchedListedWord ** alignment.unmatchedListed.length,
  );
  const orderSwapped =
    given !== undefined &&
    family !== undefined &&
    roleOf(listed, given.listed.covers) === 'family' &&
    roleOf(listed, family.listed.covers) === 'given';
  const similarity =
    core * leftOver * (orderSwapped ? rules.orderSwapped : 1) * (name.weak ? rules.weakName : 1);
  return { similarity: roundScore(similarity), alignment, orderSwapped };
}

/** A scored listed name's reason: the words paired and left over, as an operator reads them. */
export function personNameReason(query: PreparedName, name: ListedName, score: PersonNameScore): NameReason {
  const { alignment } = score;
  return {
    kind: 'name',
    listedName: name.whole,
    alias: name.alias,
    weak: name.weak,
    queryName: query.display,
    similarity: score.similarity,
    words: alignment.pairs.map((pair) => ({
      query: pair.query.token.raw,
      listed: pair.listed.token.raw,
      kind: pair.match.kind,
      similarity: pair.match.similarity,
    })),
    unmatchedQuery: alignment.unmatchedQuery.map((token) => token.raw),
    unmatchedListed: alignment.unmatchedListed.map((token) => token.raw),
    orderSwapped: score.orderSwapped,
    legalForms: [],
  };
}

/** How alike a screened person's name and a listed name are (0–1), and why (`scorePersonNames`). */
export function comparePersonNames(query: PreparedName, listed: PreparedName, name: ListedName): NameReason {
  return personNameReason(query, name, scorePersonNames(query, listed, name));
}

export const roundScore = (value: number): number => Math.round(value * 1000) / 1000;
