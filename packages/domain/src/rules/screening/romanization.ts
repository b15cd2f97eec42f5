/**
 * Romanizations of one name differ in predictable ways: the French write "ou", "ch" and "gu"
 * where the English write "u", "sh" and "g" (Youssouf / Yusuf, Chamil / Shamil, Sergueï / Sergey),
 * the Germans "w", "j" and "sch" (Iwanow, Sergej, Schamil), others "kh" or "h", "y" or "i", "ph"
 * or "f", a doubled letter or not. `foldRomanization` writes every such spelling one way, so two
 * romanizations of a name fold to the same letters; `skeletonOf` keeps the consonants only, which
 * two romanizations of a name share when their vowels differ (Mohamed / Muhammad).
 * Both work on a normalized word (lower case, accents removed: `name-tokens.ts`).
 */

/** Rewrites in order: the longer spellings before the shorter ones they contain. */
const FOLDS: readonly [RegExp, string][] = [
  [/x/g, 'ks'],
  // ш and ч: sh, ch (French ш), tch (French ч), sch and tsch (German), cz (Polish).
  [/shch|tsch|sch|tch|sh|ch|cz/g, 'S'],
  // ж and the Arabic ج: zh, dzh, dj, j.
  [/dzh|zh|dj/g, 'J'],
  // й after a vowel at a word's end, as German writes it: Sergej, Nikolaj, Jurij.
  [/([aeiouy])j$/, '$1i'],
  [/j/g, 'J'],
  [/kh/g, 'h'],
  [/gh/g, 'g'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ck/g, 'k'],
  [/qu/g, 'k'],
  [/q/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/gu(?=[eiy])/g, 'g'],
  [/w/g, 'v'],
  [/tz/g, 'ts'],
  [/ou/g, 'u'],
  [/oo/g, 'u'],
  [/ee/g, 'i'],
  [/y/g, 'i'],
  // A final h after a vowel is not heard: Abdallah / Abdalla, Fatimah / Fatima.
  [/([aeiou])h$/, '$1'],
  [/(.)\1+/g, '$1'],
];

/** One spelling for the romanizations of a word (see the module's comment). */
export function foldRomanization(word: string): string {
  let folded = word;
  for (const [pattern, replacement] of FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
}

/**
 * A folded word's consonants, after its first letter (any first vowel written "a"): the letters
 * two romanizations of a name keep when their vowels differ. "muhamad" and "mohamed" -> "mhmd";
 * "oleksandr" and "aleksandr" -> "alksndr".
 */
export function skeletonOf(folded: string): string {
  if (folded.length === 0) return folded;
  const first = /[aeiou]/.test(folded[0] ?? '') ? 'a' : (folded[0] ?? '');
  return (first + folded.slice(1).replace(/[aeiou]/g, '')).replace(/(.)\1+/g, '$1');
}

/**
 * Given names whose romanizations differ by more than the folding evens out, each group one name
 * in the languages and alphabets the lists hold (Arabic, Turkish, Russian, Ukrainian, Belarusian).
 * Spelled as a word is normalized; compared folded.
 */
const GIVEN_NAME_GROUPS: readonly (readonly string[])[] = [
  [
    'mohamed',
    'mohammed',
    'muhammad',
    'mohammad',
    'muhammed',
    'mohamad',
    'mouhamed',
    'mohamet',
    'mehmet',
    'mehmed',
    'magomed',
    'mukhammed',
    'muhamed',
    'mahomed',
  ],
  ['ahmed', 'ahmad', 'achmed', 'akhmed', 'ahmet'],
  ['youssef', 'yusuf', 'yousef', 'youssouf', 'yussuf', 'jusuf', 'yousif', 'yusef', 'youcef'],
  ['abdallah', 'abdullah', 'abdellah', 'abdoulaye', 'abdulla'],
  ['hussein', 'hussain', 'husain', 'hossein', 'houssein', 'husayn', 'huseyin', 'hosseyn'],
  ['hassan', 'hasan', 'hassane', 'hacen'],
  ['ibrahim', 'ebrahim', 'brahim', 'ibrahima', 'ibragim'],
  ['ismail', 'ismael', 'smail', 'ismayil'],
  ['mustafa', 'mustapha', 'moustafa', 'mostafa', 'moustapha'],
  ['omar', 'umar', 'omer', 'oumar'],
  ['osama', 'usama', 'oussama'],
  ['khaled', 'khalid', 'khaleed', 'khalid'],
  ['aleksandr', 'alexandre', 'alexander', 'alexandr', 'oleksandr', 'aleksander', 'aliaksandr', 'alaksandr'],
  ['aleksei', 'alexei', 'alexey', 'aleksey', 'oleksiy', 'oleksii', 'aliaksei'],
  ['dmitri', 'dmitry', 'dmitrii', 'dimitri', 'dmytro', 'dzmitry'],
  ['yuri', 'yury', 'iouri', 'jurij', 'yuriy', 'yurii', 'iurii', 'yurij', 'juri'],
  ['mikhail', 'michail', 'mykhailo', 'mikhael', 'michael', 'mikhas'],
  ['nikolai', 'nikolay', 'nicolai', 'mykola', 'nikolaj', 'mikalai'],
  ['vladimir', 'volodymyr', 'wladimir', 'uladzimir'],
  ['andrei', 'andrey', 'andrej', 'andriy', 'andrii', 'andrei'],
  ['evgeny', 'yevgeny', 'evgueni', 'jewgeni', 'yevhen', 'evgenii', 'evgeniy', 'yauhen'],
  ['pyotr', 'petr', 'piotr', 'petro'],
  ['fyodor', 'fedor', 'fiodor', 'fedir'],
  ['ilya', 'ilia', 'ilja', 'illia'],
  ['igor', 'ihor'],
  ['oleg', 'oleh', 'aleh'],
  ['grigory', 'grigori', 'grigorii', 'hryhoriy', 'grigoriy'],
  ['olga', 'olha', 'volha'],
  ['tatiana', 'tatyana', 'tetiana', 'tatjana', 'tatsiana'],
  ['yelena', 'elena', 'jelena', 'olena', 'alena'],
  ['ekaterina', 'yekaterina', 'katerina', 'kateryna', 'katsiaryna'],
  ['yulia', 'yuliya', 'julia', 'ioulia', 'yuliia', 'julija'],
];

const GROUP_OF = new Map<string, number>();
GIVEN_NAME_GROUPS.forEach((group, index) => {
  for (const name of group) GROUP_OF.set(foldRomanization(name), index);
});

/** The group of romanizations a folded given name belongs to, if any. */
export const givenNameGroupOf = (folded: string): number | undefined => GROUP_OF.get(folded);
