import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practitionerHeader, practitionerLine } from '../../src/sante/demo/directory-lines';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  DEMO_DOCTOR,
  DEMO_ESTABLISHMENTS_PATH,
  DEMO_PRACTITIONERS_PATH,
  importDirectories,
} from './sante-fixtures';

const dataLines = (path: string) => readFileSync(path, 'utf8').trim().split('\n').slice(1);

/** A practitioners' file of these lines after the official header. */
function practitionersFile(t: TestApp, name: string, lines: (string | Buffer)[]): string {
  const path = join(t.deps.config.dataDir, name);
  const parts: Buffer[] = [Buffer.from(`${practitionerHeader()}\n`)];
  for (const line of lines) parts.push(Buffer.isBuffer(line) ? line : Buffer.from(line), Buffer.from('\n'));
  writeFileSync(path, Buffer.concat(parts));
  return path;
}

const doctor = (number: string, last = 'DURAND') =>
  practitionerLine({
    "Type d'identifiant PP": '8',
    'Identifiant PP': number,
    "Nom d'exercice": last,
    "Prénom d'exercice": 'Anne',
    'Code profession': '10',
    'Libellé profession': 'Médecin',
    'Code mode exercice': 'L',
  });

describe('health directories import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('imports the shipped demo directories in the official layouts, with their extraction day', async () => {
    const { results } = await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH, DEMO_ESTABLISHMENTS_PATH], {
      batchSize: 100,
    });
    const finessLines = readFileSync(DEMO_ESTABLISHMENTS_PATH, 'latin1')
      .split('\n')
      .filter((line) => line.startsWith('structureet;'));
    expect(results.map((r) => [r.kind, r.status, r.rows, r.rejected])).toEqual([
      ['practitioners', 'imported', dataLines(DEMO_PRACTITIONERS_PATH).length, 0],
      ['establishments', 'imported', finessLines.length, 0],
    ]);
    const camille = await t.deps.db
      .selectFrom('health_practitioners')
      .selectAll()
      .where('number', '=', DEMO_DOCTOR.number)
      .executeTakeFirstOrThrow();
    expect(camille).toMatchObject({
      id_type: '8',
      last_name: 'MARTIN',
      first_name: 'Camille',
      profession_code: '10',
    });
    // Latin-1 read as such: accents come through.
    const pharmacy = await t.deps.db
      .selectFrom('health_establishments')
      .selectAll()
      .where('category_code', '=', '620')
      .executeTakeFirstOrThrow();
    expect(pharmacy.category_label).toBe("Pharmacie d'Officine");
    expect(pharmacy.siret).toMatch(/^\d{14}$/);
    expect(pharmacy.siren).toBe(pharmacy.siret?.slice(0, 9));
    const imports = await t.deps.db.selectFrom('health_imports').select(['kind', 'file_date']).execute();
    expect(imports).toEqual(
      expect.arrayContaining([
        { kind: 'practitioners', file_date: '2026-11-25' },
        { kind: 'establishments', file_date: '2026-11-25' },
      ]),
    );
  });

  it('skips a file already imported, and a forced import replaces the directory', async () => {
    const again = await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH]);
    expect(again.results[0]).toMatchObject({ status: 'skipped' });
    const path = practitionersFile(t, 'PS_LibreAcces_Personne_activite_202612010000.txt', [
      doctor('10001045367'),
    ]);
    await importDirectories(t.deps, [path]);
    const rows = await t.deps.db.selectFrom('health_practitioners').select('number').execute();
    expect(rows).toEqual([{ number: '10001045367' }]);
  });

  it('skips and counts rows with a wrong column count or a bad encoding, naming their lines', async () => {
    const good = doctor('10001045367');
    const short = good.split('|').slice(0, 20).join('|');
    const latin1 = Buffer.from(doctor('10104335319', 'LEFÈVRE'), 'latin1');
    const path = practitionersFile(t, 'PS_LibreAcces_Personne_activite_broken.txt', [
      good,
      short,
      latin1,
      good,
    ]);
    const { results, log } = await importDirectories(t.deps, [path], { force: true });
    expect(results[0]).toMatchObject({ kind: 'practitioners', rows: 2, rejected: 2 });
    expect(log).toContain(
      'PS_LibreAcces_Personne_activite_broken.txt: line 3: wrong number of columns, skipped',
    );
    expect(log).toContain(
      'PS_LibreAcces_Personne_activite_broken.txt: line 4: bad character encoding, skipped',
    );
  });

  it('stops at the first malformed row with --strict, naming the file and the line', async () => {
    const good = doctor('10001045367');
    const path = practitionersFile(t, 'PS_LibreAcces_Personne_activite_strict.txt', [
      good,
      good,
      'only|three|fields|',
    ]);
    await expect(importDirectories(t.deps, [path], { strict: true, force: true })).rejects.toThrow(
      'PS_LibreAcces_Personne_activite_strict.txt: line 4: wrong number of columns',
    );
  });

  it('stops on an unclosed field, naming the file and the line', async () => {
    const good = doctor('10001045367');
    const unclosed = good.replace('|DURAND|', '|"DURAND|');
    const path = practitionersFile(t, 'PS_LibreAcces_Personne_activite_unclosed.txt', [
      good,
      good,
      unclosed,
      good,
    ]);
    await expect(importDirectories(t.deps, [path], { force: true })).rejects.toThrow(
      'PS_LibreAcces_Personne_activite_unclosed.txt: Malformed CSV: unclosed quote in the row starting at line 4',
    );
  });

  it('refuses a file that is neither directory', async () => {
    const path = join(t.deps.config.dataDir, 'other.csv');
    writeFileSync(path, 'a;b;c\n1;2;3\n');
    await expect(importDirectories(t.deps, [path])).rejects.toThrow(
      'other.csv: not a practitioners (PS_LibreAcces) or FINESS (etalab) extraction',
    );
  });
});
