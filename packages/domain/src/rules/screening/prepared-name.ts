import { joinedToken, type NameToken } from './name-tokens';

/**
 * A part of a name the matcher pairs with a part of another: one word, or two neighbouring words
 * written as one (Abdel Aziz / Abdelaziz, Ben Ali / Benali, Jean-Pierre / Jeanpierre).
 */
export interface NameUnit {
  token: NameToken;
  /** The positions of the words it stands for in its name's `tokens`. */
  covers: readonly number[];
}

/** A name read once for matching: its words and the units they are paired by. */
export interface PreparedName {
  /** The name as written, for the reasons. */
  display: string;
  tokens: readonly NameToken[];
  units: readonly NameUnit[];
  /** The words but the particles: those a match must account for. */
  words: readonly NameToken[];
}

/**
 * A name's units: each word but the particles (a name matches with or without them), and each
 * pair of neighbouring words of one part of the name (two given names, a particle and the word it
 * belongs to) joined.
 */
export function prepareName(display: string, tokens: readonly NameToken[]): PreparedName {
  const units: NameUnit[] = [];
  tokens.forEach((token, i) => {
    if (!token.particle) units.push({ token, covers: [i] });
  });
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const first = tokens[i] as NameToken;
    const second = tokens[i + 1] as NameToken;
    const sameRole = first.role === second.role || first.particle;
    if (sameRole && !second.particle) units.push({ token: joinedToken(first, second), covers: [i, i + 1] });
  }
  return { display, tokens, units, words: tokens.filter((token) => !token.particle) };
}
