import type { ListedBirthDate, ListedEntry, ScreenedPerson } from '@app/domain';
import { random } from '../../src/registry/demo/generate-register';
import { FIRST_NAMES_F, FIRST_NAMES_M, SURNAMES } from '../../src/registry/demo/names';

/**
 * The labelled set of the screening's quality test: for each listed person, the ways a customer
 * who is that person may be declared. Each variant is labelled with the entry it must find.
 */
export type VariantKind =
  | 'accents_and_case'
  | 'order_swapped'
  | 'one_typo'
  | 'two_typos'
  | 'two_typos_one_word'
  | 'hyphen_or_particle'
  | 'transliteration'
  | 'married_or_birth_name'
  | 'extra_given_names'
  | 'listed_alias';

export interface LabelledVariant {
  kind: VariantKind;
  entry: ListedEntry;
  person: ScreenedPerson;
}

/**
 * Another romanization of each listed person's name than any the lists hold, written by hand as
 * it appears on passports and in other lists (German, French or English systems, other vowels):
 * by family name as listed, accents and case removed.
 */
export const OTHER_SPELLINGS: Record<string, { given: string; family: string }> = {
  vorontsevich: { given: 'Sergej', family: 'Woronzewitsch' },
  solntseva: { given: 'Jekaterina', family: 'Solnzewa' },
  hnatiuk: { given: 'Alexander', family: 'Gnatiouk' },
  karpovitch: { given: 'Wladimir', family: 'Karpowitsch' },
  karpovich: { given: 'Wladimir', family: 'Karpowitsch' },
  zavarzine: { given: 'Dimitri', family: 'Sawarsin' },
  zavarzin: { given: 'Dimitri', family: 'Sawarsin' },
  tchernychev: { given: 'Petr', family: 'Tschernyschow' },
  chernyshev: { given: 'Petr', family: 'Tschernyschow' },
  belozertsev: { given: 'Victor', family: 'Bielozertsev' },
  djabrailov: { given: 'Magomed', family: 'Dschabrailow' },
  dzhabrailov: { given: 'Magomed', family: 'Dschabrailow' },
  tikhomirova: { given: 'Anna', family: 'Tichomirowa' },
  kouzmenko: { given: 'Jurij', family: 'Kusmenko' },
  kuzmenko: { given: 'Jurij', family: 'Kusmenko' },
  shevtsova: { given: 'Julija', family: 'Schewzowa' },
  'ben hammoudi': { given: 'Jusuf', family: 'Benhamudi' },
  'bin hammudi': { given: 'Jusuf', family: 'Benhamudi' },
  'al rachidi': { given: 'Mohammad', family: 'Al Rasheedi' },
  'al rashidi': { given: 'Mohammad', family: 'Al Rasheedi' },
  mohammadzadeh: { given: 'Hosein', family: 'Mohamadzadeh' },
  'belkacemi epouse tahraoui': { given: 'Fatima', family: 'Belgacemi' },
  'bentoumi epouse rahali': { given: 'Nadiya', family: 'Ben Toumi' },
  'el khatib': { given: 'Waleed', family: 'El-Khateeb' },
  'ould abdallahi': { given: 'Shaykh', family: 'Ould Abdellahi' },
  yildirimoglu: { given: 'Muhammed', family: 'Yildirimoglou' },
  haddadin: { given: 'Usamah', family: 'Hadadeen' },
  'de valbreuse': { given: 'Pierre-Henry', family: 'de Valbreuze' },
  'van der steenhoven': { given: 'Marten', family: 'van der Stenhoven' },
  morvellec: { given: 'Kevin', family: 'Morvelleck' },
  'delaunay lambertin': { given: 'Élodie', family: 'Delaunai-Lambertin' },
  'garcia lopez': { given: 'Maria', family: 'Garsia Lopes' },
  'n diaye': { given: 'Mamadou', family: 'Ndiay' },
  noorzai: { given: 'Gul Aga', family: 'Nourzay' },
  konstantinidis: { given: 'Andréas', family: 'Konstandinidis' },
  'al samarrai': { given: 'Abderrahmane', family: 'Samarraie' },
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const capitalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const PARTICLES = /^(de|du|van|der|al|el|ben|bin|ould)$/i;

/** Neighbouring keys on a French (AZERTY) keyboard: a slipped finger. */
const NEIGHBOURS: Record<string, string> = {
  a: 'zq',
  z: 'ae',
  e: 'zr',
  r: 'et',
  t: 'ry',
  y: 'tu',
  u: 'yi',
  i: 'uo',
  o: 'ip',
  p: 'om',
  q: 'as',
  s: 'qd',
  d: 'sf',
  f: 'dg',
  g: 'fh',
  h: 'gj',
  j: 'hk',
  k: 'jl',
  l: 'km',
  m: 'lp',
  w: 'xq',
  x: 'wc',
  c: 'xv',
  v: 'cb',
  b: 'vn',
  n: 'bm',
};

type Rng = ReturnType<typeof random>;

/** One typing mistake in a word (lower case): a neighbouring key, a letter left out, doubled, or two swapped. */
function typo(word: string, rng: Rng): string {
  const at = rng.int(0, word.length - 1);
  const letter = word[at] ?? '';
  switch (rng.int(0, 3)) {
    case 0: {
      const neighbours = NEIGHBOURS[letter] ?? 'e';
      return word.slice(0, at) + rng.pick([...neighbours]) + word.slice(at + 1);
    }
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at);
    default: {
      const next = Math.min(at + 1, word.length - 1);
      const swapAt = word[next] === letter ? Math.max(0, at - 1) : at;
      const a = word[swapAt] ?? '';
      const b = word[swapAt + 1] ?? '';
      return word.slice(0, swapAt) + b + a + word.slice(swapAt + 2);
    }
  }
}

/** A typo in the longest word of a name, written as the word was (capitalized or in capitals). */
function withTypo(name: string, rng: Rng): string {
  const parts = name.split(' ');
  const longest = parts.reduce((best, part, i) => (part.length > (parts[best] ?? '').length ? i : best), 0);
  const word = parts[longest] ?? '';
  const mistyped = typo(word.toLowerCase(), rng);
  parts[longest] = word === word.toUpperCase() ? mistyped.toUpperCase() : capitalized(mistyped);
  return parts.join(' ');
}

/** The day a customer's document gives for a listed date: the listed one, or inside it. */
function fullDate(dates: readonly ListedBirthDate[]): string | null {
  const [first] = dates;
  if (!first) return null;
  if ('yearFrom' in first) return `${Math.round((first.yearFrom + first.yearTo) / 2)}-06-15`;
  const [year, month, day] = first.date.split('-');
  return `${year}-${month ?? '06'}-${day ?? '15'}`;
}

/** The ways each listed person may be declared, as a customer who is that person. */
export function labelledVariants(entries: readonly ListedEntry[], seed = 97): LabelledVariant[] {
  const rng = random(seed);
  const variants: LabelledVariant[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'person') continue;
    const main = entry.names[0];
    if (!main?.family) continue;
    const given = capitalized(main.given ?? '');
    const firstGiven = words(given)[0] ?? '';
    // Listed under a birth and a married name ("BELKACEMI épouse TAHRAOUI"): the customer declares
    // the married name as used, the other as the birth name.
    const listedFamily = capitalized(main.family);
    const married = /\s+épouse\s+/iu.exec(listedFamily);
    const family = married ? listedFamily.slice(married.index + married[0].length) : listedFamily;
    const birthFamily = married ? listedFamily.slice(0, married.index) : null;
    const base: ScreenedPerson = {
      firstNames: firstGiven,
      lastName: family,
      birthName: birthFamily,
      birthDate: fullDate(entry.birthDates),
      nationalities: entry.nationalities.filter((code) => /^[A-Z]{2}$/.test(code)).slice(0, 1),
    };
    const add = (kind: VariantKind, person: Partial<ScreenedPerson>) =>
      variants.push({ kind, entry, person: { ...base, ...person } });

    add('accents_and_case', {
      firstNames: plain(firstGiven).toUpperCase(),
      lastName: plain(family).toUpperCase(),
    });
    add('order_swapped', { firstNames: family, lastName: firstGiven });
    if (rng.next() < 0.5) add('one_typo', { lastName: withTypo(family, rng) });
    else add('one_typo', { firstNames: withTypo(firstGiven, rng) });
    add('two_typos', { firstNames: withTypo(firstGiven, rng), lastName: withTypo(family, rng) });
    add('two_typos_one_word', { lastName: withTypo(withTypo(family, rng), rng) });

    // The family name's words; an elided letter stays with its word (N'Diaye is one word).
    const familyWords = words(family.replace(/-/g, ' '));
    if (familyWords.some((word) => PARTICLES.test(word)) || /[-']/.test(family)) {
      // A particle, a hyphen or an apostrophe dropped: the family name written as one word.
      add('hyphen_or_particle', { lastName: capitalized(familyWords.join('').replace(/'/g, '')) });
    } else if (words(given).length > 1) {
      add('hyphen_or_particle', { firstNames: words(given).join('-') });
    }

    const other = OTHER_SPELLINGS[plain(main.family)];
    if (other) add('transliteration', { firstNames: other.given, lastName: other.family, birthName: null });

    if (birthFamily) {
      // Listed under a birth and a married name: the customer uses the birth name alone.
      add('married_or_birth_name', { lastName: birthFamily, birthName: null });
    } else if (familyWords.length > 1 && !familyWords.some((word) => PARTICLES.test(word))) {
      // Two family names: the customer uses the first one alone.
      add('married_or_birth_name', { lastName: familyWords[0] });
    } else {
      // A married name in France, the listed name as the birth name.
      add('married_or_birth_name', { lastName: capitalized(rng.pick(SURNAMES)), birthName: family });
    }

    const extra = capitalized(rng.pick(rng.next() < 0.5 ? FIRST_NAMES_F : FIRST_NAMES_M));
    add('extra_given_names', { firstNames: `${given} ${extra}` });

    const alias = entry.names.find(
      (name) =>
        name.alias &&
        !name.weak &&
        /^[\p{Script=Latin}\s'’.-]+$/u.test(name.whole) &&
        words(name.whole).length > 1,
    );
    if (alias) {
      const aliasWords = words(alias.given && alias.family ? `${alias.given} ${alias.family}` : alias.whole);
      const aliasFamily = alias.family ?? aliasWords[aliasWords.length - 1] ?? '';
      const aliasGiven = alias.given ?? aliasWords.slice(0, -1).join(' ');
      add('listed_alias', {
        firstNames: capitalized(words(aliasGiven)[0] ?? ''),
        lastName: capitalized(aliasFamily),
      });
    }
  }
  return variants;
}
