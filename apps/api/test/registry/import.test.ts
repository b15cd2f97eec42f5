import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportWriter } from '../../src/imports/create-writer';
import { importFiles } from '../../src/imports/importer';
import { sireneSource } from '../../src/registry/import/sirene-source';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importWith } from '../imports/import-fixtures';
import {
  DEMO_ESTABLISHMENTS,
  DEMO_UNITS,
  importInto,
  REAL_ESTABLISHMENTS,
  REAL_UNITS,
  zipOf,
} from './registry-fixtures';

const countRows = (path: string) => readFileSync(path, 'utf8').trim().split('\n').length - 1;

describe('SIRENE stock import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('imports the real INSEE rows, reading columns by name', async () => {
    const results = await importInto(t.deps, [REAL_UNITS, REAL_ESTABLISHMENTS], { batchSize: 100 });
    expect(results.map((r) => [r.kind, r.status, r.rows])).toEqual([
      ['units', 'imported', countRows(REAL_UNITS)],
      ['establishments', 'imported', countRows(REAL_ESTABLISHMENTS)],
    ]);
    const unit = await t.deps.db
      .selectFrom('registry_units')
      .selectAll()
      .where('siren', '=', '000325175')
      .executeTakeFirstOrThrow();
    expect(unit).toMatchObject({
      name: 'JANOYER THIERRY',
      legal_category: '1000',
      ape: '32.12Z',
      head_office_nic: '00065',
      active: 1,
      created_on: '2000-09-26',
    });
    const headOffice = await t.deps.db
      .selectFrom('registry_establishments')
      .selectAll()
      .where('siret', '=', '00032517500065')
      .executeTakeFirstOrThrow();
    expect(headOffice).toMatchObject({
      head_office: 1,
      active: 1,
      street: '51 RUE MARX DORMOY',
      postcode: '13004',
      city: 'MARSEILLE 4',
      commune_code: '13204',
      country: 'FR',
    });
    const withBrand = await t.deps.db
      .selectFrom('registry_establishments')
      .selectAll()
      .where('siret', '=', '00032517500024')
      .executeTakeFirstOrThrow();
    expect(withBrand).toMatchObject({
      brand: 'TAHITI PERLES CREATIONS',
      active: 0,
      street: '1 PLACE LEONCE DE SEYNES',
    });
  });

  it('skips a file already imported and imports it again only when forced', async () => {
    const again = await importInto(t.deps, [REAL_UNITS]);
    expect(again[0]).toMatchObject({ status: 'skipped', rows: 0 });
    const forced = await importInto(t.deps, [REAL_UNITS], { force: true });
    expect(forced[0]).toMatchObject({ status: 'imported', rows: countRows(REAL_UNITS) });
    const { n } = await t.deps.db
      .selectFrom('registry_units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(countRows(REAL_UNITS));
  });

  it('reads a reordered file with a column it does not know, and a zipped stock', async () => {
    const lines = readFileSync(REAL_ESTABLISHMENTS, 'utf8').trim().split('\n');
    const header = (lines[0] as string).split(',');
    const order = header.map((_, i) => i).reverse();
    const reordered = lines
      .map((line, row) => {
        const cells = line.split(',');
        return [
          ...order.map((i) => cells[i]),
          row === 0 ? 'activitePrincipaleNAF25Etablissement' : '86.21Y',
        ].join(',');
      })
      .join('\n');
    const zip = zipOf({ 'StockEtablissement_utf8.csv': Buffer.from(`${reordered}\n`) });
    const results = await importInto(t.deps, [zip]);
    expect(results[0]).toMatchObject({ kind: 'establishments', status: 'imported', rows: lines.length - 1 });
    const headOffice = await t.deps.db
      .selectFrom('registry_establishments')
      .select(['street', 'city'])
      .where('siret', '=', '00032517500065')
      .executeTakeFirstOrThrow();
    expect(headOffice).toEqual({ street: '51 RUE MARX DORMOY', city: 'MARSEILLE 4' });
  });

  it('keeps control characters of a stock row from corrupting the batch it travels in', async () => {
    const lines = readFileSync(REAL_UNITS, 'utf8').trim().split('\n');
    // Control characters in a surname (never in INSEE data, but the file is not ours).
    const odd = lines.map((line, i) => (i === 1 ? line.replace(',JANOYER,', ',JAN\u001fOY\u0000ER,') : line));
    const path = join(t.deps.config.dataDir, 'StockUniteLegale_control.csv');
    writeFileSync(path, `${odd.join('\n')}\n`);
    const [result] = await importInto(t.deps, [path]);
    expect(result).toMatchObject({ rows: lines.length - 1, rejected: 0 });
    const unit = await t.deps.db
      .selectFrom('registry_units')
      .select(['name', 'legal_category', 'head_office_nic'])
      .where('siren', '=', '000325175')
      .executeTakeFirstOrThrow();
    expect(unit).toEqual({ name: 'JAN OY ER THIERRY', legal_category: '1000', head_office_nic: '00065' });
  });

  it('stops on an unclosed quote, naming the file and the line', async () => {
    const lines = readFileSync(REAL_UNITS, 'utf8').trim().split('\n');
    // Line 6 of the file opens a quote in its name that never closes.
    const broken = [...lines.slice(0, 5), lines[5]?.replace(',M,', ',"M,'), ...lines.slice(6)].join('\n');
    const path = join(t.deps.config.dataDir, 'StockUniteLegale_broken.csv');
    writeFileSync(path, `${broken}\n`);
    await expect(importInto(t.deps, [path])).rejects.toThrow(
      'StockUniteLegale_broken.csv: Malformed CSV: unclosed quote in the row starting at line 6',
    );
  });

  it('names a unit with a malformed SIREN by the line it starts on, and stops there when strict', async () => {
    const lines = readFileSync(REAL_UNITS, 'utf8').trim().split('\n');
    // File line 3 holds a first name on two lines; the unit after it, from line 5, has a SIREN cut short.
    const edited = lines.map((line, i) => {
      if (i === 2) return line.replace(',JACQUES-LUCIEN,', ',"JACQUES\nLUCIEN",');
      if (i === 3) return line.replace(/^005410220,/, '0054102,');
      return line;
    });
    const path = join(t.deps.config.dataDir, 'StockUniteLegale_malformed.csv');
    writeFileSync(path, `${edited.join('\n')}\n`);
    const { results, log } = await importWith(sireneSource, t.deps, [path]);
    expect(results[0]).toMatchObject({ status: 'imported', rows: lines.length - 2, rejected: 1 });
    expect(log).toContain('StockUniteLegale_malformed.csv: line 5: missing or malformed SIREN, skipped');
    const twoLines = await t.deps.db
      .selectFrom('registry_units')
      .select('name')
      .where('siren', '=', '001807254')
      .executeTakeFirstOrThrow();
    expect(twoLines.name).toBe('BRETON JACQUES-LUCIEN');

    await expect(importWith(sireneSource, t.deps, [path], { strict: true, force: true })).rejects.toThrow(
      'StockUniteLegale_malformed.csv: line 5: missing or malformed SIREN',
    );
  });

  it('refuses a file that is not a SIRENE stock', async () => {
    const path = join(t.deps.config.dataDir, 'other.csv');
    writeFileSync(path, 'id,name\n1,x\n');
    await expect(importInto(t.deps, [path])).rejects.toThrow(/Not a SIRENE stock file/);
  });
});

describe('demo register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('imports the shipped healthcare register with valid identifiers and real codes', async () => {
    const results = await importInto(t.deps, [DEMO_UNITS, DEMO_ESTABLISHMENTS]);
    expect(results.map((r) => r.rows)).toEqual([countRows(DEMO_UNITS), countRows(DEMO_ESTABLISHMENTS)]);
    const units = await t.deps.db
      .selectFrom('registry_units')
      .select(['siren', 'legal_category', 'ape'])
      .execute();
    const { isValidSiren } = await import('@app/domain');
    expect(units.every((u) => isValidSiren(u.siren))).toBe(true);
    const apes = new Set(units.map((u) => u.ape));
    for (const ape of apes) expect(ape).toMatch(/^(86\.\d\d[A-Z]|47\.73Z|75\.00Z)$/);
    const categories = new Set(units.map((u) => u.legal_category));
    for (const category of ['1000', '5485', '5785', '6589', '6571']) expect(categories).toContain(category);
    const multi = await t.deps.db
      .selectFrom('registry_establishments')
      .select('siren')
      .groupBy('siren')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(multi.length).toBeGreaterThan(50);
  });
});

describe('resumable import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('resumes after the last committed batch when interrupted', async () => {
    const real = createImportWriter(t.deps.config.databaseUrl, sireneSource.store);
    let batches = 0;
    const failing = {
      ...real,
      async write(...args: Parameters<typeof real.write>) {
        batches += 1;
        if (batches === 3) throw new Error('power cut');
        return real.write(...args);
      },
    };
    await expect(importFiles(sireneSource, [REAL_UNITS], { writer: failing, batchSize: 50 })).rejects.toThrow(
      'power cut',
    );
    const progress = await real.progress(
      (await t.deps.db.selectFrom('registry_imports').select('file_key').executeTakeFirstOrThrow()).file_key,
    );
    expect(progress).toEqual({ rowsDone: 100, rejected: 0, completed: false });
    const resumed = await importFiles(sireneSource, [REAL_UNITS], { writer: real, batchSize: 50 });
    await real.close();
    expect(resumed[0]).toMatchObject({ status: 'resumed', rows: countRows(REAL_UNITS) - 100 });
    const { n } = await t.deps.db
      .selectFrom('registry_units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(countRows(REAL_UNITS));
  });
});
