import { nameWords } from '../payer-name';
import { letterMask } from './edit-distance';
import { frenchPhoneticKey } from './french-phonetic';
import { foldRomanization, givenNameGroupOf, skeletonOf } from './romanization';
import { isArabicScript, toLatin } from './transliterate';

/** What a word of a person's name is, when the list or the customer says it. */
export type TokenRole = 'given' | 'family' | 'unknown';

/** One word of a name, with every form the matcher compares it by, computed once. */
export interface NameToken {
  /** As written (for the reasons an operator reads). */
  raw: string;
  /** In Latin letters, lower case, accents removed. */
  text: string;
  folded: string;
  /** The letters of `text` and of `folded` (`letterMask`): most pairs of words are told apart by them alone. */
  letters: number;
  foldedLetters: number;
  skeleton: string;
  phonetic: string;
  /** The group of romanizations of a given name it belongs to (Mohamed, Muhammad…), if any. */
  group: number | undefined;
  role: TokenRole;
  /**
   * A particle (de, van, al, bin…): a name matches with or without it, and it may be written
   * glued to the next word (El Hassan / Elhassan, Ben Ali / Benali).
   */
  particle: boolean;
  /** Written in another script than the Latin one (Cyrillic, Greek, Arabic) and transliterated. */
  transliterated: boolean;
  /** Written in Arabic script: its vowels are unknown, only its consonants are compared. */
  unvocalized: boolean;
}

/**
 * Particles of family and given names in the languages the lists and the customers use: French,
 * Dutch, German, Italian, Spanish, Portuguese, Arabic and Berber (al, el, bin, ben, ibn, ould, ait).
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'de',
  'du',
  'des',
  'd',
  'la',
  'le',
  'les',
  'l',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'ten',
  'da',
  'di',
  'do',
  'dos',
  'das',
  'del',
  'della',
  'y',
  'bin',
  'ben',
  'ibn',
  'bint',
  'binti',
  'al',
  'el',
  'ul',
  'ould',
  'ait',
]);

/**
 * Words that join two names of one person rather than being part of one: a married or birth name
 * ("Fatima Benali épouse Haddad", "née Morel"), a byname ("dit"). They are dropped, and both names
 * stay: a match on either is a match (`name-match.ts`: one family name is enough).
 */
const NAME_JOINERS: ReadonlySet<string> = new Set([
  'nee',
  'epouse',
  'ep',
  'epse',
  'veuve',
  'vve',
  'born',
  'geb',
  'geborene',
  'alias',
  'dit',
  'dite',
  'aka',
]);

/**
 * A letter and an apostrophe before a name: d' and l' are particles ("d'Aubigné"); another letter
 * belongs to the name (N'Diaye, O'Brien, M'Barek are written Ndiaye, Obrien, Mbarek too).
 */
const ELISION = /^(\p{L})['’ʼ`´]\s*/u;

const SEPARATORS = /[\s\-‐‑–—_,;:()/"«»“”„[\]]+/u;

/** Letters of another script than the Latin one: such a word was transliterated to be compared. */
const NOT_LATIN = /[^\p{Script=Latin}\P{L}]/u;

/** The forms of one normalized word. */
export function tokenOf(raw: string, text: string, role: TokenRole, unvocalized = false): NameToken {
  const folded = foldRomanization(text);
  return {
    raw,
    text,
    folded,
    letters: letterMask(text),
    foldedLetters: letterMask(folded),
    skeleton: skeletonOf(folded),
    phonetic: frenchPhoneticKey(text),
    group: role === 'family' ? undefined : givenNameGroupOf(folded),
    role,
    particle: NAME_PARTICLES.has(text),
    transliterated: NOT_LATIN.test(raw),
    unvocalized,
  };
}

/**
 * The words of a name, each with its forms: any script, accents, case, hyphens, apostrophes and
 * punctuation evened out ("Jean-François d'Aubigné" -> jean, francois, d, aubigne). Each word keeps
 * the piece of the name it was read from, as written, for the reasons.
 */
export function nameTokens(name: string, role: TokenRole): NameToken[] {
  const tokens: NameToken[] = [];
  for (const written of name.normalize('NFC').split(SEPARATORS)) {
    if (written.length === 0) continue;
    const elision = ELISION.exec(written);
    const pieces =
      elision && /^[dl]$/i.test(elision[1] ?? '')
        ? [elision[1] as string, written.slice(elision[0].length)]
        : [elision ? (elision[1] as string) + written.slice(elision[0].length) : written];
    for (const piece of pieces) {
      const words = nameWords(toLatin(piece));
      for (const word of words) {
        if (NAME_JOINERS.has(word)) continue;
        tokens.push(tokenOf(words.length === 1 ? piece : word, word, role, isArabicScript(piece)));
      }
    }
  }
  return tokens;
}

/** Two neighbouring words written as one ("Abdel Aziz" as "Abdelaziz"), as a token of its own. */
export function joinedToken(first: NameToken, second: NameToken): NameToken {
  const role = first.role === second.role ? first.role : 'unknown';
  const joined = tokenOf(`${first.raw} ${second.raw}`, first.text + second.text, role, first.unvocalized);
  return { ...joined, particle: false };
}
