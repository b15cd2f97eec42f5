import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { DemoBirth, DemoEntry, DemoPerson } from './demo-entry';
import { INVENTED_EN, INVENTED_FR, PROGRAMMES } from './demo-entry';

/** An entry with the ids a list gives it: the register's IdRegistre, the EU's reference. */
export interface NumberedEntry {
  entry: DemoEntry;
  id: number;
  euReference: string | null;
}

const countryIn = (locale: 'fr' | 'en') => {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (code: string) => (names.of(code) ?? code).toUpperCase();
};
const frenchCountry = countryIn('fr');
const englishCountry = countryIn('en');

const two = (value: number) => String(value).padStart(2, '0');

/** Writes lines to a file, waiting when the disk is behind (a list of any size in flat memory). */
async function writeLines(path: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  for (const line of lines) {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function registerBirths(births: readonly DemoBirth[]) {
  return births.flatMap((birth) => {
    if ('yearFrom' in birth) {
      const years = Array.from({ length: birth.yearTo - birth.yearFrom + 1 }, (_, i) => birth.yearFrom + i);
      return years.map((year) => ({ Jour: '', Mois: '', Annee: String(year) }));
    }
    return [
      {
        Jour: birth.day ? two(birth.day) : '',
        Mois: birth.month ? two(birth.month) : '',
        Annee: String(birth.year),
      },
    ];
  });
}

/** An entry as the register's `PublicationDetail` holds it. */
function registerDetail({ entry, id, euReference }: NumberedEntry) {
  const details: { TypeChamp: string; Valeur: Record<string, string>[] }[] = [];
  const field = (type: string, values: Record<string, string>[]) => {
    if (values.length > 0) details.push({ TypeChamp: type, Valeur: values });
  };
  let nature: string;
  let name: string;
  if (entry.kind === 'person') {
    nature = 'Personne physique';
    name = entry.family;
    field('PRENOM', [{ Prenom: entry.given }]);
    field(
      'ALIAS',
      entry.aliases.map((alias) => ({ Alias: alias.whole, Commentaire: alias.weak ? 'Pseudonyme' : '' })),
    );
    field('SEXE', [{ Sexe: entry.gender === 'M' ? 'Masculin' : 'Féminin' }]);
    field('DATE_DE_NAISSANCE', registerBirths(entry.births));
    const [country] = entry.nationalities;
    if (country) field('LIEU_DE_NAISSANCE', [{ Lieu: entry.birthPlace ?? '', Pays: frenchCountry(country) }]);
    field(
      'NATIONALITE',
      entry.nationalities.map((code) => ({ Pays: frenchCountry(code) })),
    );
    if (entry.title) field('TITRE', [{ Titre: entry.title }]);
    if (entry.passport)
      field('PASSEPORT', [{ NumeroPasseport: entry.passport, Commentaire: 'Passeport fictif' }]);
  } else if (entry.kind === 'entity') {
    nature = 'Personne morale';
    name = entry.name;
    field(
      'ALIAS',
      entry.aliases.map((alias) => ({ Alias: alias, Commentaire: '' })),
    );
    field('ADRESSE_PM', [{ Adresse: 'Adresse fictive', Pays: frenchCountry(entry.country) }]);
    if (entry.registration) {
      field('IDENTIFICATION', [
        { Identification: entry.registration, Commentaire: "Numéro d'enregistrement national (fictif)" },
      ]);
    }
  } else {
    nature = 'Navire';
    name = entry.name;
    field('NUMERO_OMI', [{ NumeroOMI: entry.imo }]);
  }
  field('MOTIFS', [{ Motifs: INVENTED_FR }]);
  field('FONDEMENT_JURIDIQUE', [
    { FondementJuridique: entry.programme, FondementJuridiqueLabel: PROGRAMMES[entry.programme].label },
  ]);
  if (euReference) field('REFERENCE_UE', [{ ReferenceUe: euReference }]);
  return { IdRegistre: id, Nature: nature, Nom: name, RegistreDetail: details };
}

/**
 * The national register of freezes in the DG Trésor's JSON layout. `pretty`: indented as the
 * shipped demo is (small); otherwise one entry per line, written as it goes (a list of any size).
 */
export async function writeNationalRegister(
  path: string,
  publishedAt: string,
  entries: Iterable<NumberedEntry>,
  pretty = false,
): Promise<void> {
  if (pretty) {
    const document = {
      Publications: { DatePublication: publishedAt, PublicationDetail: [...entries].map(registerDetail) },
    };
    await writeLines(path, [JSON.stringify(document, null, 2)]);
    return;
  }
  function* lines() {
    yield `{"Publications":{"DatePublication":${JSON.stringify(publishedAt)},"PublicationDetail":[`;
    let first = true;
    for (const entry of entries) {
      yield `${first ? '' : ','}${JSON.stringify(registerDetail(entry))}`;
      first = false;
    }
    yield ']}}';
  }
  await writeLines(path, lines());
}

const xmlText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${xmlText(String(value))}"`)
    .join(' ');

/** "VORONTSEVICH" as the EU list writes a family name: "Vorontsevich", "Al-Rashidi". */
const euCase = (name: string) =>
  name
    .split(' ')
    .map((word) =>
      word === word.toUpperCase()
        ? word
            .split('-')
            .map((part) => part.slice(0, 1) + part.slice(1).toLowerCase())
            .join('-')
        : word,
    )
    .join(' ');

function* euPerson(person: DemoPerson, next: () => number, summary: string): Generator<string> {
  const eu = person.eu ?? { first: person.given.split(' ')[0] ?? '', middle: '', last: person.family };
  const last = euCase(eu.last);
  const alias = (name: Record<string, string | number>, inner: string[]) => [
    `    <nameAlias ${attributes(name)}>`,
    ...inner,
    '    </nameAlias>',
  ];
  const nameAttributes = (
    first: string,
    middle: string,
    family: string,
    whole: string,
    strong: boolean,
    lang: string,
  ) => ({
    firstName: first,
    middleName: middle,
    lastName: family,
    wholeName: whole,
    function: '',
    gender: person.gender,
    title: '',
    nameLanguage: lang,
    strong: strong ? 'true' : 'false',
    regulationLanguage: 'en',
    logicalId: next(),
  });
  const whole = [eu.first, eu.middle, last].filter(Boolean).join(' ');
  yield* alias(nameAttributes(eu.first, eu.middle, last, whole, true, ''), [`      ${summary}`]);
  for (const other of person.aliases) {
    // The EU list does not repeat its main name among the aliases.
    if (other.family && euCase(other.family) === last && other.given?.split(' ')[0] === eu.first) continue;
    const givenWords = other.given?.split(' ') ?? [];
    yield* alias(
      nameAttributes(
        givenWords[0] ?? '',
        givenWords.slice(1).join(' '),
        other.family ? euCase(other.family) : '',
        other.whole,
        !other.weak,
        other.language ?? '',
      ),
      [`      ${summary}`],
    );
  }
  for (const code of person.nationalities) {
    yield `    <citizenship ${attributes({ region: '', countryIso2Code: code, countryDescription: englishCountry(code), regulationLanguage: 'en', logicalId: next() })}>`;
    yield `      ${summary}`;
    yield '    </citizenship>';
  }
  const [country = '00'] = person.nationalities;
  for (const birth of person.births) {
    let date: Record<string, string | number>;
    let circa = false;
    if ('yearFrom' in birth) date = { yearRangeFrom: birth.yearFrom, yearRangeTo: birth.yearTo };
    else {
      circa = birth.circa ?? false;
      date =
        birth.day && birth.month
          ? {
              birthdate: `${birth.year}-${two(birth.month)}-${two(birth.day)}`,
              dayOfMonth: birth.day,
              monthOfYear: birth.month,
              year: birth.year,
            }
          : { year: birth.year };
    }
    yield `    <birthdate ${attributes({ circa: String(circa), calendarType: 'GREGORIAN', city: person.birthPlace ?? '', zipCode: '', ...date, region: '', place: '', countryIso2Code: country, countryDescription: englishCountry(country), regulationLanguage: 'en', logicalId: next() })}>`;
    yield `      ${summary}`;
    yield '    </birthdate>';
  }
  if (person.passport) {
    yield `    <identification ${attributes({ diplomatic: 'false', knownExpired: 'false', knownFalse: 'false', reportedLost: 'false', revokedByIssuer: 'false', issuedBy: '', latinNumber: '', nameOnDocument: '', number: person.passport, region: '', countryIso2Code: country, countryDescription: englishCountry(country), identificationTypeCode: 'passport', identificationTypeDescription: 'National passport', regulationLanguage: 'en', logicalId: next() })}>`;
    yield '      <remark>Fictitious number</remark>';
    yield `      ${summary}`;
    yield '    </identification>';
  }
}

/**
 * The EU consolidated financial sanctions list in the Commission's XML layout
 * ("xmlFullSanctionsList_1_1"), written entity by entity. National measures and vessels are not
 * on it and are left out.
 */
export async function writeEuList(
  path: string,
  generatedAt: string,
  entries: Iterable<NumberedEntry>,
  ids: { fileId: number; lastLogicalId: number },
): Promise<void> {
  const fileId = ids.fileId;
  let logicalId = ids.lastLogicalId;
  const next = () => {
    logicalId += 1;
    return logicalId;
  };
  function* lines(): Generator<string> {
    yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
    yield `<export xmlns="http://eu.europa.ec/fpi/fsd/export" ${attributes({ generationDate: generatedAt, globalFileId: fileId })}>`;
    for (const { entry, euReference } of entries) {
      const act = PROGRAMMES[entry.programme].eu;
      if (!act || entry.kind === 'vessel' || !euReference) continue;
      const summary = `<regulationSummary ${attributes({ regulationType: 'regulation', publicationDate: act.publishedOn, numberTitle: act.number, publicationUrl: act.url })}/>`;
      yield `  <sanctionEntity ${attributes({ designationDetails: '', unitedNationId: '', euReferenceNumber: euReference, logicalId: next() })}>`;
      yield `    <remark>${INVENTED_EN}</remark>`;
      yield `    <regulation ${attributes({ regulationType: 'regulation', organisationType: 'council', publicationDate: act.publishedOn, entryIntoForceDate: act.publishedOn, numberTitle: act.number, programme: entry.programme, logicalId: next() })}>`;
      yield `      <publicationUrl>${xmlText(act.url)}</publicationUrl>`;
      yield '    </regulation>';
      if (entry.kind === 'person') {
        yield '    <subjectType code="person" classificationCode="P"/>';
        yield* euPerson(entry, next, summary);
      } else {
        yield '    <subjectType code="enterprise" classificationCode="E"/>';
        for (const name of [entry.name, ...entry.aliases]) {
          const language = /\p{Script=Cyrillic}/u.test(name) ? 'RU' : '';
          yield `    <nameAlias ${attributes({ firstName: '', middleName: '', lastName: '', wholeName: name, function: '', title: '', nameLanguage: language, strong: 'true', regulationLanguage: 'en', logicalId: next() })}>`;
          yield `      ${summary}`;
          yield '    </nameAlias>';
        }
        const place = { countryIso2Code: entry.country, countryDescription: englishCountry(entry.country) };
        yield `    <address ${attributes({ city: '', street: 'Fictitious address', poBox: '', zipCode: '', region: '', place: '', asAtListingTime: 'false', ...place, regulationLanguage: 'en', logicalId: next() })}>`;
        yield `      ${summary}`;
        yield '    </address>';
        if (entry.registration) {
          yield `    <identification ${attributes({ diplomatic: 'false', knownExpired: 'false', knownFalse: 'false', reportedLost: 'false', revokedByIssuer: 'false', issuedBy: '', latinNumber: '', nameOnDocument: '', number: entry.registration, region: '', ...place, identificationTypeCode: 'regnumber', identificationTypeDescription: 'Registration Number', regulationLanguage: 'en', logicalId: next() })}>`;
          yield `      ${summary}`;
          yield '    </identification>';
        }
      }
      yield '  </sanctionEntity>';
    }
    yield '</export>';
  }
  await writeLines(path, lines());
}
