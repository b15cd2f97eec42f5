/**
 * How a French name sounds, written with one letter per sound: names spelled differently and said
 * the same (Gauthier / Gautier / Gaultier, Thibault / Thibaud, Lefebvre / Lefèvre, Renaud /
 * Renault, Michaux / Michaud, Philippe / Filipe) get the same key. Works on a normalized word
 * (lower case, accents removed). A simplified phonetic code in the manner of Soundex-FR and
 * Phonex, kept whole (not cut to four letters), so that a longer name keeps its difference.
 */
const SOUNDS: readonly [RegExp, string][] = [
  // Written forms of one sound.
  [/bvr/g, 'vr'],
  [/eau/g, 'o'],
  [/aul(?=[^aeiouy]|$)/g, 'o'],
  [/au/g, 'o'],
  [/(ai|ei)(?=[^n]|$)/g, 'e'],
  [/ou/g, 'u'],
  [/oi/g, 'wa'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/sch|ch|sh/g, 'S'],
  [/qu|q|ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/gu(?=[eiy])/g, 'g'],
  [/g(?=[eiy])/g, 'j'],
  [/gn/g, 'n'],
  [/y/g, 'i'],
  [/w/g, 'v'],
  [/z/g, 's'],
  [/h/g, ''],
  // Nasal vowels: an, en, am, em; on, om; in, ain, ein, un, im before a consonant or at the end.
  [/(?:an|en|am|em)(?=[^aeioun]|$)/g, 'A'],
  [/(?:on|om)(?=[^aeioun]|$)/g, 'O'],
  [/(?:ain|ein|in|un|im)(?=[^aeioun]|$)/g, 'I'],
  // Silent endings: -er, -ez, -et said "é"; -ent, -ds, -ts; a final consonant or e that is not heard.
  [/(?:er|ez|et)$/, 'e'],
  [/(?:ts|ds|ps|t|d|s|x|p)$/, ''],
  [/e$/, ''],
  [/(.)\1+/g, '$1'],
];

export function frenchPhoneticKey(word: string): string {
  let key = word;
  for (const [pattern, replacement] of SOUNDS) key = key.replace(pattern, replacement);
  return key;
}
