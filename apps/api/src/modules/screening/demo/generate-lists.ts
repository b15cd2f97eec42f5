import { join } from 'node:path';
import { random } from '../../../registry/demo/generate-register';
import { FIRST_NAMES_F, FIRST_NAMES_M, SURNAMES } from '../../../registry/demo/names';
import type { DemoAlias, DemoBirth, DemoEntity, DemoEntry, DemoPerson, ProgrammeCode } from './demo-entry';
import * as names from './invented-names';
import { type NumberedEntry, writeEuList, writeNationalRegister } from './list-writers';

type Rng = ReturnType<typeof random>;

const capitalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/** Birth dates as the lists give them: mostly a day, else a year, two years, "about" a year, a span. */
function birthsOf(rng: Rng): DemoBirth[] {
  const draw = rng.next();
  const year = rng.int(1940, 1995);
  if (draw < 0.05) return [];
  if (draw < 0.7) return [{ year, month: rng.int(1, 12), day: rng.int(1, 28) }];
  if (draw < 0.85) return [{ year }];
  if (draw < 0.9) return [{ year }, { year: year + 1 }];
  if (draw < 0.95) return [{ year, circa: true }];
  return [{ yearFrom: year, yearTo: year + rng.int(2, 5) }];
}

/** The French romanization of a name written the English way (Sergey -> Sergueï, Shevchenko -> Chevtchenko). */
const frenchRomanization = (name: string) =>
  name
    .replace(/shch/gi, 'chtch')
    .replace(/ch/g, 'tch')
    .replace(/sh/g, 'ch')
    .replace(/Sh/g, 'Ch')
    .replace(/zh/g, 'j')
    .replace(/Zh/g, 'J')
    .replace(/kh/g, 'kh')
    .replace(/yu/g, 'iou')
    .replace(/ya/g, 'ia')
    .replace(/u/g, 'ou')
    .replace(/ey\b/g, 'eï')
    .replace(/iy\b/g, 'i');

const CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['y', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
];

/** A name written back in Cyrillic letters (near enough for an invented alias). */
function toCyrillic(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      let out = '';
      let rest = word.toLowerCase();
      while (rest.length > 0) {
        const found = CYRILLIC.find(([latin]) => rest.startsWith(latin));
        out += found ? found[1] : rest[0];
        rest = rest.slice(found ? found[0].length : 1);
      }
      return out.slice(0, 1).toUpperCase() + out.slice(1);
    })
    .join(' ');
}

function patronymicOf(father: string, male: boolean): string {
  const soft = /[yi]$/.test(father);
  const root = soft ? father.slice(0, -1) : father;
  return `${root}${soft ? 'yev' : 'ov'}${male ? 'ich' : 'na'}`;
}

function russian(rng: Rng): DemoPerson {
  const male = rng.next() < 0.8;
  const first = rng.pick(male ? names.RUSSIAN_GIVEN_M : names.RUSSIAN_GIVEN_F);
  const middle = patronymicOf(rng.pick(names.RUSSIAN_GIVEN_M), male);
  let family =
    rng.pick(names.RUSSIAN_STEMS) +
    rng.pick(names.RUSSIAN_MIDDLES) +
    rng.pick(names.RUSSIAN_CONSONANTS) +
    rng.pick(names.RUSSIAN_ENDINGS_M);
  if (!male) family = family.replace(/(ov|ev|in)$/, '$1a').replace(/sky$/, 'skaya');
  const draw = rng.next();
  const country = draw < 0.1 ? 'BY' : draw < 0.2 ? 'UA' : 'RU';
  const aliases: DemoAlias[] = [];
  if (rng.next() < 0.5) {
    aliases.push({
      whole: `${frenchRomanization(first)} ${frenchRomanization(middle)} ${frenchRomanization(family).toUpperCase()}`,
    });
  }
  if (rng.next() < 0.6) {
    const given = toCyrillic(`${first} ${middle}`);
    aliases.push({
      whole: `${given} ${toCyrillic(family)}`,
      given,
      family: toCyrillic(family),
      language: 'RU',
    });
  }
  return {
    kind: 'person',
    given: `${first} ${middle}`,
    family: family.toUpperCase(),
    eu: { first, middle, last: family.toUpperCase() },
    gender: male ? 'M' : 'F',
    births: birthsOf(rng),
    nationalities: [country],
    aliases,
    programme: country === 'BY' ? 'BLR' : 'UKR',
  };
}

const ARAB_PROGRAMMES: Record<string, ProgrammeCode> = { SY: 'SYR', IQ: 'IRQ', LB: 'LBN' };

function arab(rng: Rng): DemoPerson {
  const male = rng.next() < 0.85;
  const first = rng.pick(male ? names.ARABIC_GIVEN_M : names.ARABIC_GIVEN_F);
  const second = rng.next() < 0.5 ? ` ${rng.pick(names.ARABIC_GIVEN_M)}` : '';
  const draw = rng.next();
  const nisba = rng.pick(names.ARABIC_STEMS).toLowerCase() + rng.pick(names.ARABIC_NISBAS);
  const family =
    draw < 0.6
      ? `AL-${nisba.toUpperCase()}`
      : draw < 0.85
        ? `BIN ${rng.pick(names.ARABIC_GIVEN_M).toUpperCase()}`
        : nisba.toUpperCase();
  const country = rng.pick(['SY', 'IQ', 'YE', 'LY', 'SD', 'LB', 'TN', 'DZ', 'MA', 'SA', 'JO']);
  const aliases: DemoAlias[] = [];
  if (rng.next() < 0.5)
    aliases.push({ whole: `${frenchRomanization(first + second)} ${frenchRomanization(family)}` });
  if (rng.next() < 0.3) aliases.push({ whole: `Abu ${rng.pick(names.ARABIC_GIVEN_M)}`, weak: true });
  return {
    kind: 'person',
    given: first + second,
    family,
    eu: { first, middle: second.trim(), last: family },
    gender: male ? 'M' : 'F',
    births: birthsOf(rng),
    nationalities: [country],
    aliases,
    programme: ARAB_PROGRAMMES[country] ?? 'TAQA',
  };
}

function simplePerson(
  rng: Rng,
  given: () => string,
  family: () => string,
  country: () => string,
  programme: ProgrammeCode,
): DemoPerson {
  const first = given();
  const last = family().toUpperCase();
  return {
    kind: 'person',
    given: first,
    family: last,
    eu: { first: first.split(' ')[0] ?? first, middle: first.split(' ').slice(1).join(' '), last },
    gender: 'M',
    births: birthsOf(rng),
    nationalities: [country()],
    aliases: [],
    programme,
  };
}

/** Where listed persons come from, and how often (the register's own French entries apart). */
function personOf(rng: Rng, french: boolean): DemoPerson {
  const draw = rng.next();
  if (draw < 0.36) return russian(rng);
  if (draw < 0.6) return arab(rng);
  if (draw < 0.68) {
    return simplePerson(
      rng,
      () => rng.pick(names.PERSIAN_GIVEN) + (rng.next() < 0.4 ? ` ${rng.pick(names.PERSIAN_GIVEN)}` : ''),
      () => rng.pick(names.PERSIAN_STEMS) + rng.pick(names.PERSIAN_ENDINGS),
      () => 'IR',
      'IRN',
    );
  }
  if (draw < 0.73) {
    return simplePerson(
      rng,
      () => rng.pick(names.PERSIAN_GIVEN),
      () => rng.pick(names.PERSIAN_STEMS) + rng.pick(['zai', 'khel', 'i']),
      () => 'AF',
      'AFG',
    );
  }
  if (draw < 0.79) {
    return simplePerson(
      rng,
      () => rng.pick(names.WEST_AFRICAN_GIVEN),
      () => rng.pick(names.WEST_AFRICAN_FAMILY),
      () => rng.pick(['ML', 'BF', 'NE', 'GN']),
      'MLI',
    );
  }
  if (draw < 0.84) {
    return simplePerson(
      rng,
      () => `${rng.pick(names.KOREAN_SYLLABLES)} ${rng.pick(names.KOREAN_SYLLABLES).toLowerCase()}`,
      () => rng.pick(names.KOREAN_FAMILY),
      () => 'KP',
      'PRK',
    );
  }
  if (draw < 0.89) {
    return simplePerson(
      rng,
      () => rng.pick(names.LATIN_GIVEN),
      () => `${rng.pick(names.LATIN_FAMILY)} ${rng.pick(names.LATIN_FAMILY)}`,
      () => rng.pick(['VE', 'NI']),
      'VEN',
    );
  }
  if (draw < 0.95 || !french) {
    return simplePerson(
      rng,
      () => rng.pick(names.BALKAN_GIVEN),
      () => rng.pick(names.BALKAN_STEMS) + rng.pick(names.BALKAN_ENDINGS),
      () => rng.pick(['RS', 'BA']),
      'TAQA',
    );
  }
  // The national register's own measures name French residents too: common French names.
  return simplePerson(
    rng,
    () => capitalized(rng.pick(rng.next() < 0.3 ? FIRST_NAMES_F : FIRST_NAMES_M)),
    () => rng.pick(SURNAMES),
    () => 'FR',
    'TERR',
  );
}

function entityOf(rng: Rng): DemoEntity {
  const draw = rng.next();
  if (draw < 0.45) {
    const core = `${rng.pick(names.ENTITY_WORDS_RU)}${rng.pick(names.ENTITY_WORDS_RU).toLowerCase()}`;
    const name = rng.next() < 0.5 ? `${core} ${rng.pick(names.ENTITY_WORDS_RU)}` : core;
    return {
      kind: 'entity',
      name: name.toUpperCase(),
      aliases: [`${rng.pick(['OOO', 'AO', 'PAO'])} ${name}`, toCyrillic(name), `${name} JSC`],
      programme: 'UKR',
      country: 'RU',
      registration: String(1_000_000_000_000 + rng.int(0, 899_999_999_999)),
    };
  }
  if (draw < 0.7) {
    const name = `${rng.pick(names.ENTITY_WORDS_AR)} ${rng.pick(names.ENTITY_KINDS_AR)}`;
    return {
      kind: 'entity',
      name,
      aliases: [frenchRomanization(name)],
      programme: 'TAQA',
      country: rng.pick(['SY', 'YE', 'IQ', 'LB']),
    };
  }
  if (draw < 0.9) {
    const name = `${rng.pick(names.ENTITY_WORDS_EN)} ${rng.pick(names.ENTITY_WORDS_EN)} ${rng.pick(names.ENTITY_KINDS_EN)}`;
    return {
      kind: 'entity',
      name: `${name} ${rng.pick(names.LEGAL_FORMS)}`.toUpperCase(),
      aliases: [name],
      programme: rng.pick(['SYR', 'IRN', 'UKR', 'PRK'] as const),
      country: rng.pick(['AE', 'HK', 'TR', 'CY']),
    };
  }
  if (draw < 0.95) {
    const stem = rng.pick(names.PERSIAN_STEMS) + rng.pick(names.PERSIAN_ENDINGS);
    return {
      kind: 'entity',
      name: `BANK ${stem.toUpperCase()}`,
      aliases: [`${stem} Bank`],
      programme: 'IRN',
      country: 'IR',
    };
  }
  const place = rng.pick(['Korea', 'Pyongyang', 'Chosun', 'Ryonha', 'Tanchon', 'Sinhung']);
  const kind = rng.pick([
    'General Trading Corporation',
    'Mining Company',
    'Shipping Company',
    'Technology Corporation',
  ]);
  return {
    kind: 'entity',
    name: `${place} ${kind}`.toUpperCase(),
    aliases: [`${place} ${kind}`],
    programme: 'PRK',
    country: 'KP',
  };
}

/** A list's invented entries: persons, entities, and for the register a few vessels. */
function* inventedEntries(count: number, rng: Rng, register: boolean): Generator<DemoEntry> {
  for (let i = 0; i < count; i += 1) {
    const draw = rng.next();
    if (draw < (register ? 0.76 : 0.78)) yield personOf(rng, register);
    else if (!register || draw < 0.98) yield entityOf(rng);
    else {
      const name = `${rng.pick(names.ENTITY_WORDS_EN)} ${rng.pick(['Star', 'Pearl', 'Wave', 'Spirit', 'Glory'])}`;
      yield {
        kind: 'vessel',
        name: name.toUpperCase(),
        imo: String(rng.int(9_000_000, 9_999_999)),
        programme: 'PRK',
      };
    }
  }
}

export interface GeneratedLists {
  register: string;
  euList: string;
}

/**
 * Writes an invented national register and EU list of the given sizes in the official layouts
 * (the bench's lists: about 6,600 and 5,000 entries, as the real ones). Deterministic: the same
 * seed, the same lists.
 */
export async function generateLists(options: {
  folder: string;
  registerEntries: number;
  euEntries: number;
  seed?: number;
}): Promise<GeneratedLists> {
  const seed = options.seed ?? 2026;
  const register = join(options.folder, `registre-national-gels_bench_${options.registerEntries}.json`);
  const euList = join(options.folder, `xmlFullSanctionsList_1_1_bench_${options.euEntries}.xml`);
  const registerRng = random(seed);
  let id = 0;
  function* numberedRegister(): Generator<NumberedEntry> {
    for (const entry of inventedEntries(options.registerEntries, registerRng, true)) {
      id += 1;
      yield { entry, id, euReference: entry.programme === 'TERR' ? null : `EU.${id}.${(id % 90) + 10}` };
    }
  }
  await writeNationalRegister(register, '2026-11-27T00:00:00', numberedRegister());
  const euRng = random(seed + 1);
  let n = 0;
  function* numberedEu(): Generator<NumberedEntry> {
    for (const entry of inventedEntries(options.euEntries, euRng, false)) {
      n += 1;
      yield { entry, id: n, euReference: `EU.${20_000 + n}.${(n % 90) + 10}` };
    }
  }
  await writeEuList(euList, '2026-11-27T18:00:00.000+01:00', numberedEu(), {
    fileId: 2026,
    lastLogicalId: 1_000_000,
  });
  return { register, euList };
}
