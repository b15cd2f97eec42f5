import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, parseList } from './screening-fixtures';

const register = readFileSync(DEMO_NATIONAL_REGISTER_PATH);
const euList = readFileSync(DEMO_EU_LIST_PATH);

const registerDocument = (entries: unknown[], date: unknown = '2026-11-27T00:00:00') =>
  Buffer.from(JSON.stringify({ Publications: { DatePublication: date, PublicationDetail: entries } }));

const euDocument = (
  entities: string,
  root = 'export',
  day = ' generationDate="2026-11-27T18:04:12.345+01:00"',
) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<${root}${day} xmlns="http://eu.europa.ec/fpi/fsd/export">\n${entities}\n</${root}>`,
  );

describe('the national register of freezes (DG Trésor, JSON)', () => {
  it('reads its publication day and every person and entity; a vessel is passed over', async () => {
    const parsed = await parseList(register);
    expect(parsed).toMatchObject({ kind: 'fr_gels', publishedOn: '2026-11-27', problems: [], passedOver: 1 });
    expect(parsed.entries.filter((entry) => entry.kind === 'person')).toHaveLength(24);
    expect(parsed.entries.filter((entry) => entry.kind === 'entity')).toHaveLength(8);
  });

  it('puts a person in the one entry shape: names with their parts, aliases, dates, codes, legal basis', async () => {
    const { entries } = await parseList(register);
    expect(entries.find((entry) => entry.id === '9001')).toEqual({
      list: 'fr_gels',
      id: '9001',
      kind: 'person',
      names: [
        {
          whole: 'Sergueï Vladimirovitch VORONTSEVICH',
          given: 'Sergueï Vladimirovitch',
          family: 'VORONTSEVICH',
          alias: false,
          weak: false,
        },
        { whole: 'Sergey Vladimirovich VORONTSEVICH', given: null, family: null, alias: true, weak: false },
        { whole: 'Сергей Владимирович Воронцевич', given: null, family: null, alias: true, weak: false },
      ],
      birthDates: [{ date: '1961-04-12', circa: false }],
      nationalities: ['RU'],
      identifiers: [{ kind: 'passport', number: '7200145871', country: null }],
      programmes: ['(UE) 269/2014 du 17/03/2014 (Ukraine - intégrité territoriale)'],
      reference: 'EU.9900.10',
    });
  });

  it('reads partial birth dates, several nationalities in French words and an entity', async () => {
    const { entries } = await parseList(register);
    const kuzmenko = entries.find((entry) => entry.names[0]?.family === 'KOUZMENKO');
    expect(kuzmenko?.birthDates).toEqual([
      { date: '1964', circa: false },
      { date: '1965', circa: false },
    ]);
    expect(kuzmenko?.nationalities).toEqual(['UA', 'RU']);
    const zvezda = entries.find((entry) => entry.names[0]?.whole === 'SEVERNAYA ZVEZDA TRADING');
    expect(zvezda).toMatchObject({
      kind: 'entity',
      names: [
        { whole: 'SEVERNAYA ZVEZDA TRADING', given: null, family: null, alias: false },
        { whole: 'OOO Severnaya Zvezda Treiding', alias: true },
        { whole: 'Северная Звезда Трейдинг', alias: true },
        { whole: 'Northern Star Trading LLC', alias: true },
      ],
      identifiers: [{ kind: "Numéro d'enregistrement national (fictif)", number: '1157746088321' }],
    });
  });

  it('gives the same entries whatever the stream’s chunks (cut inside words and characters)', async () => {
    const whole = await parseList(register, register.length);
    const cut = await parseList(register, 7);
    expect(cut.entries).toEqual(whole.entries);
  });

  it('names a malformed entry by its line and goes on', async () => {
    const parsed = await parseList(
      registerDocument([
        { IdRegistre: 1, Nature: 'Personne physique', Nom: 'ALPHA', RegistreDetail: [] },
        { IdRegistre: 2, Nature: 'Personne physique', Nom: '', RegistreDetail: [] },
        { IdRegistre: 3, Nature: 'Bateau', Nom: 'BETA', RegistreDetail: [] },
        { Nature: 'Personne morale', Nom: 'GAMMA' },
        { IdRegistre: 1, Nature: 'Personne morale', Nom: 'DELTA', RegistreDetail: [] },
      ]),
    );
    expect(parsed.entries.map((entry) => entry.id)).toEqual(['1']);
    expect(parsed.problems.map((problem) => problem.text)).toEqual([
      'no name (Nom)',
      'unknown nature "Bateau"',
      'no IdRegistre',
      'an entry id met twice in the file',
    ]);
  });

  it('reads the publication day in either form the register has used, and refuses a file without one', async () => {
    expect((await parseList(registerDocument([], '27/11/2026'))).publishedOn).toBe('2026-11-27');
    await expect(parseList(registerDocument([], null))).rejects.toThrow(/DatePublication/);
    await expect(
      parseList(Buffer.from('{"Publications": {"DatePublication": "2026-11-27"}}')),
    ).rejects.toThrow(/no "Publications.PublicationDetail" array/);
    await expect(
      parseList(Buffer.from('{"Publications": {"DatePublication": "2026-11-27", "PublicationDetail": [{')),
    ).rejects.toThrow(/ends in the middle/);
  });
});

describe('the EU consolidated financial sanctions list (XML)', () => {
  it('reads its generation day and every person and enterprise', async () => {
    const parsed = await parseList(euList);
    expect(parsed).toMatchObject({ kind: 'eu_fsf', publishedOn: '2026-11-27', problems: [], passedOver: 0 });
    expect(parsed.entries.filter((entry) => entry.kind === 'person')).toHaveLength(21);
    expect(parsed.entries.filter((entry) => entry.kind === 'entity')).toHaveLength(8);
  });

  it('puts a person in the one entry shape: name parts, a name in Cyrillic, weak names, the regulation', async () => {
    const { entries } = await parseList(euList);
    expect(entries.find((entry) => entry.reference === 'EU.9900.10')).toEqual({
      list: 'eu_fsf',
      id: '990101',
      kind: 'person',
      names: [
        {
          whole: 'Sergey Vladimirovich Vorontsevich',
          given: 'Sergey Vladimirovich',
          family: 'Vorontsevich',
          alias: false,
          weak: false,
        },
        {
          whole: 'Сергей Владимирович Воронцевич',
          given: 'Сергей Владимирович',
          family: 'Воронцевич',
          alias: true,
          weak: false,
        },
      ],
      birthDates: [{ date: '1961-04-12', circa: false }],
      nationalities: ['RU'],
      identifiers: [{ kind: 'National passport', number: '7200145871', country: 'RU' }],
      programmes: ['UKR 269/2014 (OJ L78)'],
      reference: 'EU.9900.10',
    });
    const samarrai = entries.find((entry) => entry.names[0]?.family === 'Al-Samarrai');
    expect(samarrai?.birthDates).toEqual([{ yearFrom: 1960, yearTo: 1963, circa: false }]);
    expect(samarrai?.names.find((name) => name.whole === 'Abou Hamza')?.weak).toBe(true);
    const dzhabrailov = entries.find((entry) => entry.names[0]?.family === 'Dzhabrailov');
    expect(dzhabrailov?.birthDates).toEqual([{ date: '1980', circa: true }]);
  });

  it('gives the same entries whatever the stream’s chunks', async () => {
    const whole = await parseList(euList, euList.length);
    const cut = await parseList(euList, 5);
    expect(cut.entries).toEqual(whole.entries);
  });

  it('names a malformed entity by its line; a subject neither person nor enterprise is passed over', async () => {
    const parsed = await parseList(
      euDocument(
        [
          '<sanctionEntity logicalId="1"><subjectType code="person"/><nameAlias wholeName="Ana Example" firstName="Ana" lastName="Example" strong="true"/></sanctionEntity>',
          '<sanctionEntity logicalId="2"><subjectType code="person"/></sanctionEntity>',
          '<sanctionEntity logicalId="3"><subjectType code="vessel"/><nameAlias wholeName="Ship"/></sanctionEntity>',
          '<sanctionEntity><subjectType code="person"/><nameAlias wholeName="No Id"/></sanctionEntity>',
        ].join('\n'),
      ),
    );
    expect(parsed.entries.map((entry) => entry.id)).toEqual(['1']);
    expect(parsed.passedOver).toBe(1);
    expect(parsed.problems).toEqual([
      { line: 4, text: 'no nameAlias with a wholeName' },
      { line: 6, text: 'no logicalId' },
    ]);
  });

  it('refuses another document, a list without its day, and a document type declaration', async () => {
    await expect(parseList(euDocument('', 'other'))).rejects.toThrow(/not the EU/);
    await expect(parseList(euDocument('', 'export', ''))).rejects.toThrow(/no generationDate/);
    const withDoctype = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE export [<!ENTITY x SYSTEM "file:///etc/passwd">]><export generationDate="2026-11-27">&x;</export>',
    );
    await expect(parseList(withDoctype)).rejects.toThrow(/document type declaration is not accepted/);
    await expect(parseList(Buffer.from('id;name\n1;x\n'))).rejects.toThrow(/neither the national register/);
  });
});
