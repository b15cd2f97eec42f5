import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentCompany, signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { insertDocument } from './document-fixtures';
import { enrollmentPerson, shareholderCompany, signupPerson, userAnswers } from './people-bodies';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function companyFor(journey: 'signup' | 'enrollment') {
  const user = await createTestUser(t.deps, {
    registrationType: journey === 'enrollment' ? 'new_company' : 'existing_company',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: journey === 'enrollment' ? enrollmentCompany() : signupCompany(),
  });
  return { user, companyId: response.json().id as string };
}

const postMandate = (user: TestUser, companyId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/mandate`,
    headers: user.headers,
    payload: body,
  });

const validate = (user: TestUser, companyId: string, language = 'fr') =>
  t.app.inject({
    method: 'GET',
    url: `/companies/${companyId}/validate-representatives`,
    headers: { ...user.headers, 'x-language': language },
  });

async function ownEntryId(user: TestUser, companyId: string): Promise<string> {
  const entries = await t.app.inject({
    method: 'GET',
    url: `/representatives?companyId=${companyId}`,
    headers: user.headers,
  });
  return (entries.json() as { id: string; is_user: boolean }[]).find((entry) => entry.is_user)?.id as string;
}

describe('company mandates', () => {
  it('adds a shareholder company with its share of the capital, edits and deletes it', async () => {
    const { user, companyId } = await companyFor('enrollment');
    const created = await postMandate(user, companyId, shareholderCompany({ shareholders_value: 100 }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      is_company: true,
      name: 'Holding Santé',
      percentage: 10,
      capital_amount: 1000,
    });
    expect(created.json().siren).toBe('123456789');
    const id = created.json().id as string;

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/companies/${companyId}/mandate/${id}`,
      headers: user.headers,
      payload: { shareholders_value: 500 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ shareholders_value: 500, percentage: 50, name: 'Holding Santé' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/companies/${companyId}/mandate/${id}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await t.deps.db.selectFrom('representatives').select('id').where('id', '=', id).execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a hidden legal form, a bad SIRET, a missing title and too many shares', async () => {
    const { user, companyId } = await companyFor('enrollment');
    const fields = async (body: Record<string, unknown>) => {
      const response = await postMandate(user, companyId, body);
      expect(response.statusCode).toBe(422);
      return response.json().fields;
    };
    expect(await fields(shareholderCompany({ legal_form: 'EI' }))).toHaveProperty(
      'legal_form',
      'Veuillez choisir une valeur de la liste',
    );
    expect(await fields(shareholderCompany({ siret: '12345678900012' }))).toHaveProperty('siret');
    expect(await fields(shareholderCompany({ is_mandatary: true }))).toHaveProperty(
      'title_code',
      'La fonction est obligatoire',
    );
    expect(await fields(shareholderCompany({ shareholders_value: 1001 }))).toEqual({
      shareholders_value: "Le nombre d'actions est incorrect\u202f!",
    });
    expect(await fields(shareholderCompany({ name: '' }))).toHaveProperty('name');
  });

  it('counts mandates and people together against the declared shares', async () => {
    const { user, companyId } = await companyFor('enrollment');
    expect(
      (await postMandate(user, companyId, shareholderCompany({ shareholders_value: 900 }))).statusCode,
    ).toBe(201);
    const person = await t.app.inject({
      method: 'POST',
      url: '/representatives',
      headers: user.headers,
      payload: { ...enrollmentPerson({ shareholders_value: 101 }), company_id: companyId },
    });
    expect(person.statusCode).toBe(422);
    expect(person.json().fields.shareholders_value).toBe("Le nombre d'actions est incorrect\u202f!");
  });

  it('cannot be edited through the person route', async () => {
    const { user, companyId } = await companyFor('signup');
    const mandate = (
      await postMandate(user, companyId, shareholderCompany({ is_mandatary: true, title_code: 'PRE' }))
    ).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${mandate.id}?companyId=${companyId}`,
      headers: user.headers,
      payload: signupPerson(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /companies/{id}/validate-representatives', () => {
  it('names each incomplete person and asks for a beneficial owner', async () => {
    const { user, companyId } = await companyFor('signup');
    const response = await validate(user, companyId);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.messages[0]).toMatch(
      /^Camille Durand\d+\u00a0: Informations manquantes\u00a0: veuillez compléter les informations de la personne$/,
    );
    expect(body.fields.beneficial_owner).toBe('Au moins un bénéficiaire effectif est obligatoire');
  });

  it('asks an identity card of beneficial owners, mandataries and politically exposed people', async () => {
    const { user, companyId } = await companyFor('signup');
    const own = await ownEntryId(user, companyId);
    await t.app.inject({
      method: 'PUT',
      url: `/representatives/${own}?companyId=${companyId}`,
      headers: user.headers,
      payload: userAnswers({ shareholders_value: 0, is_shareholder: false, is_beneficial_owner: false }),
    });
    const pep = (
      await t.app.inject({
        method: 'POST',
        url: '/representatives',
        headers: user.headers,
        payload: {
          ...signupPerson({
            is_mandatary: false,
            is_beneficial_owner: true,
            is_pep: true,
            pep_function: 'Maire',
            pep_country: 'FR',
            shareholders_value: 3000,
          }),
          company_id: companyId,
        },
      })
    ).json();
    const failing = await validate(user, companyId);
    expect(failing.statusCode).toBe(422);
    expect(failing.json().messages).toEqual(
      expect.arrayContaining([
        "Camille Durand\u00a0: Document manquant\u00a0: Pièce d'identité",
        "Jean Dupont\u00a0: Document manquant\u00a0: Pièce d'identité",
      ]),
    );
    const english = await validate(user, companyId, 'en');
    expect(english.json().messages).toContain('Jean Dupont: Missing document: Identity document');

    await insertDocument(t.deps, {
      userId: user.id,
      subjectType: 'user',
      subjectId: user.id,
      type: 'identity_card',
    });
    await insertDocument(t.deps, {
      userId: user.id,
      subjectType: 'representative',
      subjectId: pep.id,
      type: 'identity_card',
    });
    const passing = await validate(user, companyId);
    expect(passing.statusCode).toBe(200);
    expect(passing.json()).toEqual({ valid: true });
  });

  it('in enrollment, needs every share allocated', async () => {
    const { user, companyId } = await companyFor('enrollment');
    const own = await ownEntryId(user, companyId);
    await t.app.inject({
      method: 'PUT',
      url: `/representatives/${own}?companyId=${companyId}`,
      headers: user.headers,
      payload: userAnswers({
        email: 'camille@example.test',
        marital_situation_id: 1,
        shareholders_value: 999,
      }),
    });
    await insertDocument(t.deps, {
      userId: user.id,
      subjectType: 'user',
      subjectId: user.id,
      type: 'identity_card',
    });
    const missingOne = await validate(user, companyId);
    expect(missingOne.statusCode).toBe(422);
    expect(missingOne.json().fields).toEqual({
      shareholders_value: "Le nombre d'actions est incorrect\u202f!",
    });
    await t.app.inject({
      method: 'PUT',
      url: `/representatives/${own}?companyId=${companyId}`,
      headers: user.headers,
      payload: { shareholders_value: 1000 },
    });
    expect((await validate(user, companyId)).statusCode).toBe(200);
  });
});
