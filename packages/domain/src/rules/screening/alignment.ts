import type { NameToken } from './name-tokens';
import type { NameUnit, PreparedName } from './prepared-name';
import { compareTokens, TOKEN_SIMILARITY, type TokenMatch } from './token-similarity';

const JOINED: TokenMatch = { kind: 'joined', similarity: TOKEN_SIMILARITY.joined };

/** A part of the screened name paired with a part of the listed one. */
export interface AlignedPair {
  query: NameUnit;
  listed: NameUnit;
  match: TokenMatch;
}

/** How two names' words pair up, and the words of each left without a partner (particles aside). */
export interface Alignment {
  pairs: AlignedPair[];
  unmatchedQuery: readonly NameToken[];
  unmatchedListed: readonly NameToken[];
}

/**
 * Pairs the words of two names in any order: the closest pair first, each word used once (a
 * joined unit uses both its words). Word order never counts here, so "IVANOV Sergei" and
 * "Sergei Ivanov" pair the same; the roles of the words are looked at afterwards.
 */
export function alignNames(query: PreparedName, listed: PreparedName): Alignment {
  let candidates: AlignedPair[] | undefined;
  for (const q of query.units) {
    for (const l of listed.units) {
      const match = compareTokens(q.token, l.token);
      if (!match) continue;
      // The same word once one side's two words are read as one: said so, at the same similarity.
      const joined = q.covers.length !== l.covers.length && match.similarity === 1;
      candidates ??= [];
      candidates.push({ query: q, listed: l, match: joined ? JOINED : match });
    }
  }
  // Most listed names a screening looks at share no word with the screened one: nothing to pair.
  if (!candidates) return { pairs: [], unmatchedQuery: query.words, unmatchedListed: listed.words };
  // Closest first; at equal similarity single words first, so a joined unit is used only where
  // the words alone find no partner (and the reasons read word by word).
  candidates.sort(
    (a, b) =>
      b.match.similarity - a.match.similarity ||
      a.query.covers.length + a.listed.covers.length - (b.query.covers.length + b.listed.covers.length),
  );
  const usedQuery: boolean[] = new Array(query.tokens.length).fill(false);
  const usedListed: boolean[] = new Array(listed.tokens.length).fill(false);
  const pairs: AlignedPair[] = [];
  for (const pair of candidates) {
    if (pair.query.covers.some((i) => usedQuery[i]) || pair.listed.covers.some((i) => usedListed[i])) {
      continue;
    }
    for (const i of pair.query.covers) usedQuery[i] = true;
    for (const i of pair.listed.covers) usedListed[i] = true;
    pairs.push(pair);
  }
  return {
    pairs,
    unmatchedQuery: query.tokens.filter((token, i) => !token.particle && !usedQuery[i]),
    unmatchedListed: listed.tokens.filter((token, i) => !token.particle && !usedListed[i]),
  };
}
