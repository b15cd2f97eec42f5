/**
 * Latin letters for names written in Cyrillic, Greek or Arabic script. The lists write many names
 * in their own script beside one or more romanizations (the EU's Russian and Belarusian entries,
 * for instance), and a customer's passport carries yet another romanization: the matcher compares
 * every name in Latin letters, then folds the romanizations' differences (`romanization.ts`).
 * One table per script, close to the English systems the lists use most (BGN/PCGN, ELOT);
 * which system hardly matters, as the folding evens them out.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ё: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  ѕ: 'dz',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  ќ: 'kj',
  ѓ: 'gj',
  у: 'u',
  ў: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  џ: 'dz',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Greek letters once their accents are gone; digraphs first (`GREEK_DIGRAPHS`). */
const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

const GREEK_DIGRAPHS: [RegExp, string][] = [
  [/ου/g, 'ou'],
  [/^μπ/g, 'b'],
  [/^ντ/g, 'd'],
  [/γγ/g, 'ng'],
  [/γκ/g, 'g'],
  [/αι/g, 'ai'],
  [/ει/g, 'ei'],
  [/οι/g, 'oi'],
];

/**
 * Arabic letters as their usual consonants. Short vowels are not written in Arabic, so a name
 * comes out as its consonants and long vowels ("محمد" -> "mhmd"): it meets a romanization
 * through the consonants both share (`romanization.ts`, `skeletonOf`).
 */
const ARABIC: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ٱ: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'u',
  ي: 'i',
  ى: 'a',
  ئ: 'i',
  ؤ: 'u',
  ء: '',
  پ: 'p',
  چ: 'ch',
  ژ: 'zh',
  گ: 'g',
  ک: 'k',
  ی: 'i',
};

const HAS_CYRILLIC = /\p{Script=Cyrillic}/u;
const HAS_GREEK = /\p{Script=Greek}/u;
const HAS_ARABIC = /\p{Script=Arabic}/u;

function mapLetters(text: string, table: Record<string, string>): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const latin = table[lower];
    out += latin === undefined ? char : latin;
  }
  return out;
}

/** A name in Latin letters: Cyrillic, Greek and Arabic letters transliterated, the rest as written. */
export function toLatin(text: string): string {
  let out = text;
  if (HAS_CYRILLIC.test(out)) out = mapLetters(out, CYRILLIC);
  if (HAS_GREEK.test(out)) {
    // Accents first (ά -> α), then the digraphs of each word, then single letters.
    out = out
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .split(/(\s+)/)
      .map((word) => GREEK_DIGRAPHS.reduce((text, [pattern, latin]) => text.replace(pattern, latin), word))
      .join('');
    out = mapLetters(out, GREEK);
  }
  if (HAS_ARABIC.test(out)) out = mapLetters(out.replace(/[\u064B-\u065F\u0670]/g, ''), ARABIC);
  return out;
}

/** Whether a name is written in Arabic script: its vowels are then unknown. */
export const isArabicScript = (text: string): boolean => HAS_ARABIC.test(text);
