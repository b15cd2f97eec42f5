import { editDistance, fewestEdits } from './edit-distance';
import type { NameToken } from './name-tokens';

/**
 * How two words of names were found alike, from the closest to the loosest. Each kind has one
 * similarity (0–1) in `TOKEN_SIMILARITY`: a name's score is made of them (`name-match.ts`).
 */
export type TokenMatchKind =
  | 'exact'
  | 'accents_or_case'
  | 'transliteration'
  | 'name_variant'
  | 'one_letter'
  | 'consonants'
  | 'sounds_alike'
  | 'two_letters'
  | 'initial'
  | 'joined';

export const TOKEN_SIMILARITY: Readonly<Record<TokenMatchKind, number>> = {
  /** The same word. */
  exact: 1,
  /** The same word but for accents, case or punctuation (Sergueï / SERGUEI). */
  accents_or_case: 1,
  /** Two romanizations of one word (Youssouf / Yusuf, Chamil / Shamil, Iwanow / Ivanov). */
  transliteration: 0.95,
  /** Two forms of one given name across languages (Mohamed / Mehmet, Oleksandr / Aleksandr). */
  name_variant: 0.95,
  /** One letter added, left out, replaced, or two neighbours swapped (a typing mistake). */
  one_letter: 0.9,
  /** A name in Arabic script (no written short vowels) with the consonants of a romanization. */
  consonants: 0.88,
  /** Said the same in French (Gauthier / Gaultier, Thibault / Thibaud). */
  sounds_alike: 0.88,
  /** Two letters apart, in a word of seven letters or more. */
  two_letters: 0.8,
  /** An initial for a given name (J. / Jean). */
  initial: 0.6,
  /** The same name written in one word or in two (Abdel Aziz / Abdelaziz, Ben Ali / Benali). */
  joined: 1,
};

/** Words this short are too common to be told apart by a letter: only closer kinds count. */
const ONE_LETTER_MIN_LENGTH = 4;
const TWO_LETTERS_MIN_LENGTH = 7;
const CONSONANTS_MIN_LENGTH = 3;

export interface TokenMatch {
  kind: TokenMatchKind;
  similarity: number;
}

const matchOf = (kind: TokenMatchKind): TokenMatch => ({ kind, similarity: TOKEN_SIMILARITY[kind] });

const EXACT = matchOf('exact');
const ACCENTS = matchOf('accents_or_case');
const TRANSLITERATION = matchOf('transliteration');
const VARIANT = matchOf('name_variant');
const ONE_LETTER = matchOf('one_letter');
const CONSONANTS = matchOf('consonants');
const SOUNDS_ALIKE = matchOf('sounds_alike');
const TWO_LETTERS = matchOf('two_letters');
const INITIAL = matchOf('initial');

/** The mistakes between two words up to `most` (then `most` + 1), their letters looked at first. */
const boundedDistance = (a: string, aLetters: number, b: string, bLetters: number, most: number) =>
  fewestEdits(aLetters, bLetters) > most ? most + 1 : editDistance(a, b, most);

/**
 * Whether two words of names are the same word in other spellings, and how: null when they are
 * not. The closest kind wins (an exact match is not reported as a transliteration).
 */
export function compareTokens(a: NameToken, b: NameToken): TokenMatch | null {
  if (a.text === b.text) {
    if (a.transliterated !== b.transliterated) return TRANSLITERATION;
    return a.raw === b.raw ? EXACT : ACCENTS;
  }
  const shorter = Math.min(a.text.length, b.text.length);
  if (shorter === 1) {
    const [initial, full] = a.text.length === 1 ? [a, b] : [b, a];
    return full.text.length > 1 && full.text[0] === initial.text && initial.role !== 'family'
      ? INITIAL
      : null;
  }
  if (a.unvocalized || b.unvocalized) {
    // A name in Arabic script has no written short vowels: its consonants are what can be compared.
    return a.skeleton === b.skeleton && a.skeleton.length >= CONSONANTS_MIN_LENGTH ? CONSONANTS : null;
  }
  if (a.folded === b.folded) return TRANSLITERATION;
  if (a.group !== undefined && a.group === b.group) return VARIANT;
  // Shorter words than these kinds allow are not looked at further: no distance is worth counting.
  if (shorter < ONE_LETTER_MIN_LENGTH) return null;
  // Counting stops where the kinds the words' length allows stop: one mistake below seven letters.
  const most = shorter >= TWO_LETTERS_MIN_LENGTH ? 2 : 1;
  const distance = boundedDistance(a.text, a.letters, b.text, b.letters, most);
  const mistakes =
    distance <= 1
      ? distance
      : Math.min(distance, boundedDistance(a.folded, a.foldedLetters, b.folded, b.foldedLetters, most));
  if (mistakes <= 1) return ONE_LETTER;
  if (a.phonetic === b.phonetic && a.phonetic.length >= 3) return SOUNDS_ALIKE;
  if (mistakes <= 2 && most === 2) return TWO_LETTERS;
  return null;
}
