import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositories } from '../../src/db/repositories';
import { caseDetail } from '../../src/modules/backoffice/case-detail';
import { signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { DEMO_ESTABLISHMENTS, DEMO_UNITS, importInto } from '../registry/registry-fixtures';
import { signupPerson } from '../representatives/people-bodies';
import {
  DEMO_DOCTOR,
  DEMO_ESTABLISHMENTS_PATH,
  DEMO_PRACTITIONERS_PATH,
  importDirectories,
} from './sante-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importInto(t.deps, [DEMO_UNITS, DEMO_ESTABLISHMENTS]);
  await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH, DEMO_ESTABLISHMENTS_PATH]);
});
afterAll(async () => t?.close());

async function companyOf(user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: signupCompany(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** The account tied to a practitioner whose chosen practice carries this FINESS (as `link` keeps it). */
async function tieToProSanteConnect(user: TestUser, finess: string): Promise<void> {
  const nationalId = `8${String(Date.now()).slice(-11)}`;
  await t.deps.db
    .insertInto('psc_accounts')
    .values({
      national_id: nationalId,
      user_id: user.id,
      identity: JSON.stringify({ national_id: nationalId, profession_code: '21' }),
      practice: JSON.stringify({ siret: '99000000100012', siren: '990000001', finess, name: 'PHARMACIE' }),
      linked_at: new Date().toISOString(),
    })
    .execute();
}

const save = (user: TestUser, method: 'POST' | 'PUT', url: string, payload: object, language = 'fr') =>
  t.app.inject({ method, url, headers: { ...user.headers, 'x-language': language }, payload });

const camille = (overrides: Record<string, unknown> = {}) =>
  signupPerson({
    gender: 2,
    first_name: 'Camille',
    last_name: 'Martin',
    professional_number: DEMO_DOCTOR.number,
    ...overrides,
  });

const unverifiedFlags = async (companyId: string) =>
  (await t.app.services.openingFlags.flagsOf(companyId)).filter(
    (flag) => flag.code === 'professional_not_verified',
  );

describe('professional number verification (RPPS / ADELI)', () => {
  it('refuses a mistyped key or length at the field, in the three languages, and stores nothing', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await companyOf(user);
    const expected = {
      fr: 'La clé de contrôle du numéro RPPS ou ADELI est incorrecte\u00a0: vérifiez le dernier chiffre',
      en: 'The check digit of this RPPS or ADELI number is wrong: please check the last digit',
      de: 'Die Prüfziffer dieser RPPS- oder ADELI-Nummer ist falsch: Bitte prüfen Sie die letzte Ziffer',
    };
    for (const [language, message] of Object.entries(expected)) {
      const refused = await save(
        user,
        'POST',
        '/representatives',
        { ...camille({ professional_number: '19900000002' }), company_id: companyId },
        language,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields.professional_number).toBe(message);
    }
    const short = await save(user, 'POST', '/representatives', {
      ...camille({ professional_number: '1990000' }),
      company_id: companyId,
    });
    expect(short.json().fields.professional_number).toBe(
      'Le numéro RPPS comporte 11 chiffres, le numéro ADELI 9 chiffres',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: `/representatives?companyId=${companyId}`,
      headers: user.headers,
    });
    // Only the account user's own entry, made with the company: no one saved with the bad number.
    expect(list.json().map((person: { is_user: boolean }) => person.is_user)).toEqual([true]);
  });

  it('verifies a practitioner found with her name: profession, mode of practice, directory date; no flag', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await companyOf(user);
    // Typed with spaces, her name without accents or case: still her.
    const created = await save(user, 'POST', '/representatives', {
      ...camille({ last_name: 'MARTIN', professional_number: '199 000 000 01' }),
      company_id: companyId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      professional_number: DEMO_DOCTOR.number,
      professional_verification: {
        status: 'verified',
        directory: 'rpps',
        first_name: 'Camille',
        last_name: 'MARTIN',
        profession_code: '10',
        practice_mode_code: 'L',
        doctor_title: true,
        directory_date: '2026-11-25',
      },
    });
    expect(await unverifiedFlags(companyId)).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/representatives?companyId=${companyId}`,
      headers: user.headers,
    });
    const entry = list.json().find((person: { id: string }) => person.id === created.json().id);
    expect(entry.professional_verification.status).toBe('verified');
  });

  it('lets a name mismatch or an unknown number go on, and flags the opening for the bank', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await companyOf(user);
    const mismatch = await save(user, 'POST', '/representatives', {
      ...camille({ first_name: 'Claire', last_name: 'Dubois' }),
      company_id: companyId,
    });
    expect(mismatch.statusCode).toBe(201);
    expect(mismatch.json().professional_verification).toMatchObject({
      status: 'name_mismatch',
      last_name: 'MARTIN',
    });
    const flags = await unverifiedFlags(companyId);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      subjectId: mismatch.json().id,
      details: {
        first_name: 'Claire',
        last_name: 'Dubois',
        number: DEMO_DOCTOR.number,
        status: 'name_mismatch',
      },
    });

    // A valid number the directory does not hold (the published example is not in the demo).
    const unknown = await save(user, 'POST', '/representatives', {
      ...signupPerson({ first_name: 'Paul', professional_number: '10001045367' }),
      company_id: companyId,
    });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().professional_verification).toMatchObject({ status: 'not_found', last_name: null });
    expect(await unverifiedFlags(companyId)).toHaveLength(2);

    // Corrected to her own name: verified, the flag goes.
    const id = mismatch.json().id as string;
    const fixed = await save(user, 'PUT', `/representatives/${id}?companyId=${companyId}`, camille());
    expect(fixed.json().professional_verification.status).toBe('verified');
    expect((await unverifiedFlags(companyId)).map((flag) => flag.subjectId)).toEqual([unknown.json().id]);

    // The number removed: nothing to verify, no flag.
    const removed = await save(user, 'PUT', `/representatives/${unknown.json().id}?companyId=${companyId}`, {
      ...signupPerson({ first_name: 'Paul', professional_number: '' }),
    });
    expect(removed.json()).toMatchObject({ professional_number: null, professional_verification: null });
    expect(await unverifiedFlags(companyId)).toEqual([]);
  });
});

describe('company links', () => {
  it('lists the practitioners at the company SIRET, marks the declared ones, and shows its FINESS establishment', async () => {
    const practice = await t.deps.db
      .selectFrom('health_practitioners as p')
      .innerJoin('health_establishments as e', 'e.siret', 'p.siret')
      .select(['p.siret', 'p.first_name', 'p.last_name', 'e.finess', 'e.category_code'])
      .where('e.category_code', '=', '620')
      .executeTakeFirstOrThrow();
    const user = await createTestUser(t.deps);
    const companyId = await companyOf(user, { siret: practice.siret, naf_activity_code: '47.73Z' });
    await save(user, 'POST', '/representatives', {
      ...signupPerson({ first_name: practice.first_name, last_name: practice.last_name }),
      company_id: companyId,
    });
    const links = await t.app.inject({
      method: 'GET',
      url: `/companies/${companyId}/health-links`,
      headers: user.headers,
    });
    expect(links.statusCode).toBe(200);
    const body = links.json();
    expect(body.establishments).toEqual([
      expect.objectContaining({
        finess: practice.finess,
        category_code: '620',
        category: "Pharmacie d'Officine",
      }),
    ]);
    expect(body.practitioners.length).toBeGreaterThanOrEqual(1);
    expect(body.practitioners).toContainEqual(
      expect.objectContaining({
        first_name: practice.first_name,
        last_name: practice.last_name,
        declared: true,
      }),
    );

    // Another customer's company is not found.
    const other = await createTestUser(t.deps);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/companies/${companyId}/health-links`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('checks the FINESS Pro Santé Connect gave for her practice without her typing it, even at another SIRET', async () => {
    const pharmacy = await t.deps.db
      .selectFrom('health_establishments')
      .select(['finess', 'siret', 'name'])
      .where('category_code', '=', '620')
      .executeTakeFirstOrThrow();
    const user = await createTestUser(t.deps);
    await tieToProSanteConnect(user, pharmacy.finess);
    // Her business at a SIRET where the directory lists no health establishment.
    const companyId = await companyOf(user);
    const links = await t.app.inject({
      method: 'GET',
      url: `/companies/${companyId}/health-links`,
      headers: user.headers,
    });
    expect(links.statusCode, links.body).toBe(200);
    expect(links.json().practice_finess).toEqual({ finess: pharmacy.finess, found: true });
    expect(links.json().establishments).toEqual([
      expect.objectContaining({ finess: pharmacy.finess, name: pharmacy.name, category_code: '620' }),
    ]);
  });

  it('says when the FINESS Pro Santé Connect gave is absent from the imported directory', async () => {
    const user = await createTestUser(t.deps);
    await tieToProSanteConnect(user, '690099996');
    const companyId = await companyOf(user);
    const links = await t.app.inject({
      method: 'GET',
      url: `/companies/${companyId}/health-links`,
      headers: user.headers,
    });
    expect(links.json().practice_finess).toEqual({ finess: '690099996', found: false });
    expect(links.json().establishments).toEqual([]);
  });

  it('badges the search results linked to the directories, and only those', async () => {
    const linked = await t.deps.db
      .selectFrom('health_practitioners')
      .select('siren')
      .where('siren', 'is not', null)
      .executeTakeFirstOrThrow();
    const unlinked = '732829320'; // a valid SIREN outside the demo directories
    const user = await createTestUser(t.deps);
    const response = await t.app.inject({
      method: 'GET',
      url: `/health/badges?sirens=${linked.siren},${unlinked},nonsense`,
      headers: user.headers,
    });
    expect(response.json()).toEqual({ linked: [linked.siren] });
  });
});

describe("the bank's case page", () => {
  it("shows each person's verification with the directory row's date", async () => {
    const user = await createTestUser(t.deps);
    const companyId = await companyOf(user);
    const verified = await save(user, 'POST', '/representatives', { ...camille(), company_id: companyId });
    const mismatch = await save(user, 'POST', '/representatives', {
      ...camille({ first_name: 'Claire', last_name: 'Dubois' }),
      company_id: companyId,
    });
    const detail = await caseDetail({ ...t.deps, ...t.app.services, repos: repositories }, companyId, {
      now: new Date(),
      slaWorkingDays: 5,
      locale: 'fr',
    });
    expect(detail.health.people).toEqual([
      {
        person_id: verified.json().id,
        name: 'Camille Martin',
        verification: expect.objectContaining({ status: 'verified', directory_date: '2026-11-25' }),
      },
      {
        person_id: mismatch.json().id,
        name: 'Claire Dubois',
        verification: expect.objectContaining({ status: 'name_mismatch', last_name: 'MARTIN' }),
      },
    ]);
    expect(detail.health.links).toMatchObject({
      siret: '12345678900015',
      establishments: [],
      practitioners: [],
    });
  });
});
