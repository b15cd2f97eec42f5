import { describe, expect, it } from 'vitest';
import { editDistance, fewestEdits, letterMask } from './edit-distance';
import { frenchPhoneticKey } from './french-phonetic';
import { nameTokens } from './name-tokens';
import { foldRomanization, skeletonOf } from './romanization';
import { compareTokens, type TokenMatchKind } from './token-similarity';
import { toLatin } from './transliterate';

const word = (text: string, role: 'given' | 'family' | 'unknown' = 'unknown') => {
  const [token] = nameTokens(text, role);
  if (!token) throw new Error(`no word in "${text}"`);
  return token;
};
const kindOf = (a: string, b: string, role: 'given' | 'family' | 'unknown' = 'unknown') =>
  compareTokens(word(a, role), word(b, role))?.kind ?? null;

describe('names in other scripts', () => {
  it.each([
    ['Сергей Владимирович Иванов', 'Sergey Vladimirovich Ivanov'],
    ['Олександр Шевченко', 'Oleksandr Shevchenko'],
    ['Юлия Щербакова', 'Yuliya Shcherbakova'],
    ['Γιώργος Παπαδόπουλος', 'giorgos papadopoulos'],
    ['Ντίνος Μπακογιάννης', 'dinos bakogiannis'],
  ])('%s reads %s', (written, latin) => {
    expect(toLatin(written).toLowerCase()).toBe(latin.toLowerCase());
  });

  it('an Arabic name comes out as its consonants, which a romanization shares', () => {
    expect(toLatin('محمد')).toBe('mhmd');
    expect(kindOf('محمد', 'Mohamed')).toBe('consonants');
    expect(kindOf('محمد', 'Ahmed')).toBeNull();
    // Only the consonants can be compared: Mahmoud has those of Mohamed, and is found too.
    expect(kindOf('محمد', 'Mahmoud')).toBe('consonants');
  });
});

describe('romanizations fold to one spelling', () => {
  it.each([
    ['Youssouf', 'Yusuf'],
    ['Chamil', 'Shamil'],
    ['Sergueï', 'Sergey'],
    ['Sergej', 'Sergei'],
    ['Iwanow', 'Ivanov'],
    ['Khaled', 'Haled'],
    ['Mikhaïl', 'Mihail'],
    ['Joukov', 'Zhukov'],
    ['Djamel', 'Jamel'],
    ['Alexandre', 'Aleksandre'],
    ['Abdallah', 'Abdalla'],
    ['Tchaïkovski', 'Chaykovskiy'],
  ])('%s and %s', (a, b) => {
    expect(foldRomanization(word(a).text)).toBe(foldRomanization(word(b).text));
  });

  it('keeps apart names that only look alike', () => {
    expect(foldRomanization('martin')).not.toBe(foldRomanization('morton'));
    expect(foldRomanization('camille')).not.toBe(foldRomanization('camelia'));
  });

  it("a word's consonants, any first vowel written a", () => {
    expect(skeletonOf(foldRomanization('muhammad'))).toBe('mhmd');
    expect(skeletonOf(foldRomanization('mohamed'))).toBe('mhmd');
    expect(skeletonOf(foldRomanization('oleksandr'))).toBe(skeletonOf(foldRomanization('aleksandr')));
  });
});

describe('French names said alike', () => {
  it.each([
    ['gauthier', 'gautier'],
    ['gautier', 'gaultier'],
    ['thibault', 'thibaud'],
    ['lefebvre', 'lefevre'],
    ['renaud', 'renault'],
    ['michaux', 'michaud'],
    ['philippe', 'filipe'],
  ])('%s and %s', (a, b) => {
    expect(frenchPhoneticKey(a)).toBe(frenchPhoneticKey(b));
  });

  it.each([
    ['martin', 'marton'],
    ['dubois', 'dubosc'],
    ['bernard', 'bertrand'],
  ])('%s and %s are not', (a, b) => {
    expect(frenchPhoneticKey(a)).not.toBe(frenchPhoneticKey(b));
  });
});

describe('typing mistakes', () => {
  it('counts replaced, added, missing and swapped letters, one each', () => {
    expect(editDistance('ivanov', 'ivanov', 2)).toBe(0);
    expect(editDistance('ivanov', 'ivanof', 2)).toBe(1);
    expect(editDistance('ivanov', 'ivnov', 2)).toBe(1);
    expect(editDistance('ivanov', 'ivannov', 2)).toBe(1);
    expect(editDistance('ivanov', 'ivaonv', 2)).toBe(1);
    expect(editDistance('ivanov', 'ibanof', 2)).toBe(2);
  });

  it('stops counting past the most it is asked about', () => {
    expect(editDistance('ivanov', 'petrova', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('counts as the whole table does, and its letters bound it from below, on thousands of pairs of names one to three mistakes apart', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    let seed = 7;
    const next = (below: number) => {
      seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
      return Math.floor((seed / 2 ** 32) * below);
    };
    const mistake = (text: string) => {
      const at = next(text.length + 1);
      const letter = letters[next(letters.length)] ?? 'a';
      switch (next(4)) {
        case 0:
          return text.slice(0, at) + letter + text.slice(at);
        case 1:
          return text.slice(0, at) + text.slice(at + 1);
        case 2:
          return text.slice(0, at) + letter + text.slice(at + 1);
        default:
          return at + 1 < text.length
            ? text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2)
            : text;
      }
    };
    const names = [
      'ivanov',
      'gauthier',
      'abdelrahman',
      'noorzai',
      'chevtchenko',
      'mbarek',
      'ali',
      'lefebvre',
    ];
    for (let round = 0; round < 4000; round += 1) {
      const a = names[round % names.length] as string;
      let b = a;
      for (let k = next(4); k >= 0; k -= 1) b = mistake(b);
      const whole = fullTableDistance(a, b);
      // The letters' bound, which spares most pairs the table, never says more than the table.
      expect(fewestEdits(letterMask(a), letterMask(b)), `${a} / ${b}`).toBeLessThanOrEqual(whole);
      for (const max of [1, 2]) {
        expect(editDistance(a, b, max), `${a} / ${b}, at most ${max}`).toBe(Math.min(whole, max + 1));
        expect(editDistance(b, a, max), `${b} / ${a}, at most ${max}`).toBe(Math.min(whole, max + 1));
      }
    }
  });
});

describe('the words of a name', () => {
  it('evens out accents, case, hyphens, apostrophes, particles and married names', () => {
    const tokens = nameTokens("Marie-Hélène d'Aubigné épouse N'Diaye", 'family');
    expect(tokens.map((token) => token.text)).toEqual(['marie', 'helene', 'd', 'aubigne', 'ndiaye']);
    expect(tokens.map((token) => token.particle)).toEqual([false, false, true, false, false]);
    expect(tokens[1]?.raw).toBe('Hélène');
  });

  it('keeps the piece as written in its own script', () => {
    const [token] = nameTokens('Сергей', 'given');
    expect(token?.raw).toBe('Сергей');
    expect(token?.text).toBe('sergey');
    expect(token?.transliterated).toBe(true);
  });
});

describe('how two words compare', () => {
  it.each<[string, string, TokenMatchKind | null]>([
    ['Ivanov', 'Ivanov', 'exact'],
    ['IVANOV', 'Ivanov', 'accents_or_case'],
    ['Hélène', 'Helene', 'accents_or_case'],
    ['Сергей', 'Sergey', 'transliteration'],
    ['Youssouf', 'Yusuf', 'transliteration'],
    ['Mohamed', 'Muhammad', 'name_variant'],
    ['Mehmet', 'Mohamed', 'name_variant'],
    ['Oleksandr', 'Alexandre', 'name_variant'],
    ['Ivanov', 'Ivanof', 'one_letter'],
    ['Gauthier', 'Gaultier', 'one_letter'],
    ['Thibault', 'Thibaud', 'sounds_alike'],
    ['Abdelrahman', 'Abdurahman', 'two_letters'],
    ['Ivanov', 'Ibanof', null],
    ['Ali', 'Alo', null],
    ['Martin', 'Morton', null],
    ['Camille', 'Camelia', null],
    ['Dubois', 'Dubosc', null],
  ])('%s and %s: %s', (a, b, kind) => {
    expect(kindOf(a, b)).toBe(kind);
  });

  it('an initial stands for a given name only', () => {
    expect(kindOf('J', 'Jean', 'given')).toBe('initial');
    expect(kindOf('J', 'Jourdain', 'family')).toBeNull();
  });
});

/** The optimal string alignment distance by its whole table, as the definition reads. */
function fullTableDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => table[i]?.[j] as number;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      let value = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, at(i - 2, j - 2) + 1);
      (table[i] as number[])[j] = value;
    }
  }
  return at(a.length, b.length);
}
