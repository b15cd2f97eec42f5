import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /legal-forms and GET /nafcode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('searches legal forms by abbreviation or label, in the request language, paged', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/legal-forms?search=exercice%20liberal' });
    expect(response.statusCode).toBe(200);
    const codes = response.json().results.map((r: { code: string }) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['SELARL', 'SELAS', 'SELAFA']));
    const selarl = response.json().results.find((r: { code: string }) => r.code === 'SELARL');
    expect(selarl.label).toBe("Société d'exercice libéral à responsabilité limitée");
    const english = await t.app.inject({
      method: 'GET',
      url: '/legal-forms?search=scm',
      headers: { 'x-language': 'en' },
    });
    expect(english.json().results[0]).toEqual({
      code: 'SCM',
      abbreviation: 'SCM',
      label: 'Shared-resources partnership',
    });
    const first = (await t.app.inject({ method: 'GET', url: '/legal-forms?per_page=5' })).json();
    const second = (await t.app.inject({ method: 'GET', url: '/legal-forms?per_page=5&page=2' })).json();
    expect(first.results).toHaveLength(5);
    expect(first.total_pages).toBe(Math.ceil(first.total / 5));
    expect(second.results[0].code).not.toBe(first.results[0].code);
    const hidden = (
      await t.app.inject({ method: 'GET', url: '/legal-forms?search=entreprise&exclude=EI,EIRL' })
    ).json();
    expect(hidden.results.map((r: { code: string }) => r.code)).not.toContain('EI');
  });

  it('searches NAF activities by words or code, paged', async () => {
    const words = (await t.app.inject({ method: 'GET', url: '/nafcode?search=m%C3%A9decins' })).json();
    expect(words.results).toEqual(
      expect.arrayContaining([{ codenaf: '86.21Z', libelle: 'Activité des médecins généralistes' }]),
    );
    const code = (await t.app.inject({ method: 'GET', url: '/nafcode?search=4773' })).json();
    expect(code.results[0].codenaf).toBe('47.73Z');
    const all = (await t.app.inject({ method: 'GET', url: '/nafcode?per_page=20&page=3' })).json();
    expect(all).toMatchObject({ page: 3, per_page: 20, total: 732, total_pages: 37 });
    expect(all.results).toHaveLength(20);
  });
});
