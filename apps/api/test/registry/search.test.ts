import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySearchPage } from '../../src/registry/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import {
  DEMO_ESTABLISHMENTS,
  DEMO_UNITS,
  importInto,
  REAL_ESTABLISHMENTS,
  REAL_UNITS,
} from './registry-fixtures';

// The demo register read independently of the importer, to know what a search must find.
const demoUnits = readFileSync(DEMO_UNITS, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const cells = line.split(',');
    return { siren: cells[0] as string, active: cells[20] === 'A', last: cells[21], denomination: cells[23] };
  });
const realUnits = readFileSync(REAL_UNITS, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => ({ siren: line.split(',')[0] as string }));
const demoEstablishments = readFileSync(DEMO_ESTABLISHMENTS, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));

describe('GET /companies/search', () => {
  let t: TestApp;
  let user: TestUser;
  const search = async (query: string, page?: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/companies/search',
      query: { query, ...(page ? { page: String(page) } : {}) },
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CompanySearchPage;
  };

  beforeAll(async () => {
    t = await createTestApp();
    user = await createTestUser(t.deps);
    await importInto(t.deps, [DEMO_UNITS, DEMO_ESTABLISHMENTS, REAL_UNITS, REAL_ESTABLISHMENTS]);
  });
  afterAll(async () => t.close());

  it('needs a signed-in user and a query', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/companies/search?query=dupont' });
    expect(anonymous.statusCode).toBe(401);
    for (const url of ['/companies/search', '/companies/search?query=%20%20']) {
      const missing = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().fields).toHaveProperty('query');
    }
  });

  it('finds a company by name whatever the case, and carries the result fields', async () => {
    const expected = demoUnits.filter((u) => u.last === 'DUPONT' || u.denomination?.includes('DUPONT'));
    const page = await search('dUpOnT');
    expect(page.total).toBe(expected.length);
    expect(page.results.map((r) => r.siren).sort()).toEqual(expected.map((u) => u.siren).sort());
    const first = page.results[0];
    expect(first).toMatchObject({
      siren: expect.stringMatching(/^\d{9}$/),
      siret: expect.stringMatching(/^\d{14}$/),
      postalCode: expect.stringMatching(/^\d{5}$/),
      ape: expect.stringMatching(/^\d\d\.\d\d[A-Z]$/),
      apeText: expect.any(String),
      city: expect.any(String),
      address: expect.any(String),
      legalFormCode: expect.any(String),
      legalForm: expect.any(String),
    });
    expect(first?.siret?.startsWith(first.siren)).toBe(true);
  });

  it('maps the INSEE legal category to the bank legal form', async () => {
    const page = await search('selarl du docteur');
    expect(page.results.length).toBeGreaterThan(0);
    for (const result of page.results)
      expect([result.legalFormCode, result.legalCategory]).toEqual(['SELARL', '5485']);
    const sole = (await search('dupont')).results.find((r) => r.legalCategory === '1000');
    expect(sole).toMatchObject({ legalFormCode: 'EI', legalForm: 'Entrepreneur individuel' });
  });

  it('matches every word of the query, the last one as a prefix', async () => {
    const dup = await search('dup');
    const names = dup.results.map((r) => r.socialReason);
    expect(names.some((name) => /\bDUPUIS|\bDUPUY|\bDUPONT/.test(name))).toBe(true);
    const withFirstName = demoUnits.filter((u) => u.last === 'DUPONT');
    const target = withFirstName[0] as { siren: string };
    const unitLine = readFileSync(DEMO_UNITS, 'utf8')
      .split('\n')
      .find((line) => line.startsWith(target.siren)) as string;
    const firstName = unitLine.split(',')[10] as string;
    const both = await search(`dupont ${firstName.slice(0, 3).toLowerCase()}`);
    expect(both.results.map((r) => r.siren)).toContain(target.siren);
    expect(both.results.every((r) => r.socialReason.includes('DUPONT'))).toBe(true);
  });

  it('ignores accents in the query and in the names', async () => {
    const accented = await search('cabinet médical');
    const plain = await search('CABINET MEDICAL');
    expect(accented.total).toBeGreaterThan(0);
    expect(plain.results.map((r) => r.siren)).toEqual(accented.results.map((r) => r.siren));
    expect(accented.results[0]?.socialReason).toMatch(/CABINET MÉDICAL/);
  });

  it('finds by SIREN and by SIRET typed with spaces, at the named establishment', async () => {
    const row = demoEstablishments.find((cells) => cells[9] === 'false') as string[];
    const [siren, , siret] = row as [string, string, string];
    const bySiren = await search(`${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`);
    expect(bySiren.results.map((r) => r.siren)).toEqual([siren]);
    const spaced = `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
    const bySiret = await search(spaced);
    expect(bySiret.results).toHaveLength(1);
    expect(bySiret.results[0]).toMatchObject({ siren, siret, postalCode: row[18], city: row[19] });
    const unknown = await search('123 456 789 00012');
    expect(unknown).toMatchObject({ results: [], total: 0 });
  });

  it('finds companies by the first digits of their SIREN, open ones first', async () => {
    const prefix = '858';
    const expected = [...demoUnits, ...realUnits].filter((unit) => unit.siren.startsWith(prefix));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(10); // one page holds them all
    const page = await search(prefix);
    expect(page.total).toBe(expected.length);
    expect(page.results.map((r) => r.siren).sort()).toEqual(expected.map((unit) => unit.siren).sort());
    const firstClosed = page.results.findIndex((r) => !r.active);
    if (firstClosed >= 0) expect(page.results.slice(firstClosed).every((r) => !r.active)).toBe(true);
    // Digits typed with spaces are the same prefix; under three digits it is too broad to run.
    expect((await search('85 8')).total).toBe(expected.length);
    expect(await search('85')).toMatchObject({ results: [], total: 0 });
  });

  it('counts open establishments only as far as "one or several"', async () => {
    const open = new Map<string, number>();
    for (const cells of demoEstablishments) {
      if (cells[45] === 'A') open.set(cells[0] as string, (open.get(cells[0] as string) ?? 0) + 1);
    }
    const [chain] = [...open].find(([, n]) => n >= 3) ?? [];
    const [single] = [...open].find(([, n]) => n === 1) ?? [];
    expect((await search(chain as string)).results[0]).toMatchObject({ siren: chain, establishmentCount: 2 });
    expect((await search(single as string)).results[0]).toMatchObject({
      siren: single,
      establishmentCount: 1,
    });
  });

  it('pages by ten with the totals, active companies first', async () => {
    const first = await search('selarl');
    expect(first.per_page).toBe(10);
    expect(first.results).toHaveLength(10);
    expect(first.total_pages).toBe(Math.ceil(first.total / 10));
    const seen: CompanySearchPage['results'] = [];
    for (let page = 1; page <= first.total_pages; page += 1)
      seen.push(...(await search('selarl', page)).results);
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen.map((r) => r.siren)).size).toBe(first.total);
    const firstClosed = seen.findIndex((r) => !r.active);
    expect(firstClosed).toBeGreaterThan(0);
    expect(seen.slice(firstClosed).every((r) => !r.active)).toBe(true);
    const beyond = await search('selarl', first.total_pages + 1);
    expect(beyond.results).toEqual([]);
  });

  it('finds closed companies of the real register, after the open ones', async () => {
    const page = await search('janoyer');
    expect(page.results[0]).toMatchObject({
      siren: '000325175',
      socialReason: 'JANOYER THIERRY',
      active: true,
      siret: '00032517500065',
      address: '51 RUE MARX DORMOY',
      postalCode: '13004',
      city: 'MARSEILLE 4',
      establishmentCount: 1,
    });
    const closed = await search('breton jacques');
    expect(closed.results[0]).toMatchObject({ siren: '001807254', active: false });
  });

  it('answers pathological queries at once, never with an error', async () => {
    for (const query of [
      'rue des',
      'sci',
      '%',
      'a',
      '"',
      '*',
      'AND',
      'OR NOT',
      'NEAR(',
      "l'",
      '12',
      'é',
      '-',
    ]) {
      const started = performance.now();
      const page = await search(query);
      expect(performance.now() - started, query).toBeLessThan(500);
      expect(page.page).toBe(1);
      if (['%', 'a', '"', '*', '12', 'é', '-', "l'"].includes(query)) {
        expect(page, query).toMatchObject({ results: [], total: 0 });
      }
    }
  });

  it('does not hold the event loop while searches run', async () => {
    let worst = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last - 5);
      last = now;
    }, 5);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        search(['selarl', 'cabinet', 'pharmacie', 'scm'][i % 4] as string),
      ),
    );
    clearInterval(timer);
    expect(worst).toBeLessThan(100);
  });
});

describe('GET /companies/{siren}/establishments', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createTestUser(t.deps);
    await importInto(t.deps, [DEMO_UNITS, DEMO_ESTABLISHMENTS, REAL_UNITS, REAL_ESTABLISHMENTS]);
  });
  afterAll(async () => t.close());

  it('lists the open establishments, head office first', async () => {
    const bySiren = new Map<string, string[][]>();
    for (const cells of demoEstablishments)
      bySiren.set(cells[0] as string, [...(bySiren.get(cells[0] as string) ?? []), cells]);
    const [siren, rows] = [...bySiren].find(([, list]) => list.filter((c) => c[45] === 'A').length >= 2) as [
      string,
      string[][],
    ];
    const response = await t.app.inject({
      method: 'GET',
      url: `/companies/${siren}/establishments`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      siret: string;
      headOffice: boolean;
      active: boolean;
      postalCode: string;
    }[];
    expect(list.map((e) => e.siret).sort()).toEqual(
      rows
        .filter((c) => c[45] === 'A')
        .map((c) => c[2])
        .sort(),
    );
    expect(list[0]?.headOffice).toBe(true);
    expect(list.every((e) => e.active)).toBe(true);
  });

  it('shows the brand and falls back to every establishment of a closed company', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/companies/000325175/establishments',
      headers: user.headers,
    });
    const list = response.json() as { siret: string; brand: string | null; headOffice: boolean }[];
    expect(list).toEqual([expect.objectContaining({ siret: '00032517500065', headOffice: true })]);
    const closed = await t.app.inject({
      method: 'GET',
      url: '/companies/001807254/establishments',
      headers: user.headers,
    });
    expect((closed.json() as unknown[]).length).toBe(2);
  });

  it('refuses what is not a SIREN', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/companies/12ab/establishments',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(422);
  });
});
