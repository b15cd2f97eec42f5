import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentCompany, signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { enrollmentPerson, signupPerson, userAnswers } from './people-bodies';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Entry {
  id: string;
  is_user: boolean;
  is_company: boolean;
  shareholders_value: number;
  percentage: number;
  capital_amount: number | null;
  is_complete: boolean;
  is_beneficial_owner: boolean | null;
  [key: string]: unknown;
}

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
  expect(response.statusCode).toBe(201);
  return { user, companyId: response.json().id as string };
}

const list = async (user: TestUser, companyId: string): Promise<Entry[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/representatives?companyId=${companyId}`,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const create = (user: TestUser, companyId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/representatives',
    headers: user.headers,
    payload: { ...body, company_id: companyId },
  });

async function refusal(user: TestUser, companyId: string, body: Record<string, unknown>) {
  const response = await create(user, companyId, body);
  expect(response.statusCode).toBe(422);
  return response.json().fields as Record<string, string>;
}

describe('the representatives list', () => {
  it("starts with the account user's entry, to be completed", async () => {
    const { user, companyId } = await companyFor('signup');
    const entries = await list(user, companyId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      is_user: true,
      is_company: false,
      first_name: 'Camille',
      is_complete: false,
    });
  });

  it("completes the user's entry, whose home address is required", async () => {
    const { user, companyId } = await companyFor('signup');
    const [own] = await list(user, companyId);
    const withoutAddress = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${own?.id}?companyId=${companyId}`,
      headers: user.headers,
      payload: signupPerson({ first_name: 'Camille', last_name: 'Durand' }),
    });
    expect(withoutAddress.statusCode).toBe(422);
    expect(withoutAddress.json().fields).toHaveProperty('address');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${own?.id}?companyId=${companyId}`,
      headers: user.headers,
      payload: userAnswers(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_user: true, is_complete: true, address: { city: 'Lyon' } });
  });
});

describe('POST /representatives: rules of spec §5', () => {
  it("adds a person and computes the percentage of the company's 5000 shares", async () => {
    const { user, companyId } = await companyFor('signup');
    const response = await create(user, companyId, signupPerson({ shareholders_value: 2000 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      first_name: 'Jean',
      percentage: 40,
      is_complete: true,
      is_user: false,
    });
    // Signup: no capital to deposit, no enrollment-only answers kept.
    expect(response.json().capital_amount).toBeNull();
    const withEnrollmentAnswers = await create(
      user,
      companyId,
      signupPerson({ shareholders_value: 0, marital_situation_id: 2 }),
    );
    expect(withEnrollmentAnswers.json().marital_situation_id).toBeNull();
  });

  it('refuses each missing or wrong answer on its field', async () => {
    const { user, companyId } = await companyFor('signup');
    expect(await refusal(user, companyId, signupPerson({ gender: 3 }))).toHaveProperty(
      'gender',
      'Veuillez confirmer ou choisir une civilité',
    );
    expect(await refusal(user, companyId, signupPerson({ first_name: '' }))).toHaveProperty('first_name');
    expect(await refusal(user, companyId, signupPerson({ birth_date: '12/04/1975' }))).toHaveProperty(
      'birth_date',
      'La date doit être au format JJ/MM/AAAA',
    );
    expect(await refusal(user, companyId, signupPerson({ birth_date: '2999-01-01' }))).toHaveProperty(
      'birth_date',
      'La date de naissance doit être antérieure à aujourd’hui',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(await refusal(user, companyId, signupPerson({ birth_date: today }))).toHaveProperty('birth_date');
    expect(
      await refusal(
        user,
        companyId,
        signupPerson({ birth_address: { city: 'Lyon', country: 'FR', zip: '690' } }),
      ),
    ).toHaveProperty('birth_address.zip', 'Le code postal doit comporter 5 chiffres');
    expect(await refusal(user, companyId, signupPerson({ title_code: null }))).toHaveProperty(
      'title_code',
      'La fonction est obligatoire',
    );
    expect(await refusal(user, companyId, signupPerson({ is_pep: undefined }))).toHaveProperty(
      'is_pep',
      'Veuillez répondre à cette question',
    );
    // Asked at 25 % or less (above it the holding makes a beneficial owner).
    expect(
      await refusal(user, companyId, signupPerson({ shareholders_value: 1250, is_beneficial_owner: null })),
    ).toHaveProperty('is_beneficial_owner');
    expect(await refusal(user, companyId, signupPerson({ has_foreign_tax_country: true }))).toHaveProperty(
      'foreign_tax_country',
      'Le pays de résidence fiscale est obligatoire',
    );
    const missingCompany = await t.app.inject({
      method: 'POST',
      url: '/representatives',
      headers: user.headers,
      payload: signupPerson(),
    });
    expect(missingCompany.statusCode).toBe(422);
    expect(missingCompany.json().fields).toHaveProperty('company_id');
    expect(await list(user, companyId)).toHaveLength(1);
  });

  it('clears the country when there is no foreign tax residence, and the title when not mandatary', async () => {
    const { user, companyId } = await companyFor('signup');
    const response = await create(
      user,
      companyId,
      signupPerson({
        foreign_tax_country: 'BE',
        is_mandatary: false,
        title_code: 'GER',
        shareholders_value: 0,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      foreign_tax_country: null,
      title_code: null,
      foreign_tax_addresses: [],
    });
  });

  it('asks e-mail and marital status in enrollment only', async () => {
    const { user, companyId } = await companyFor('enrollment');
    expect(await refusal(user, companyId, enrollmentPerson({ email: null }))).toHaveProperty('email');
    expect(await refusal(user, companyId, enrollmentPerson({ email: 'not-an-email' }))).toHaveProperty(
      'email',
      "Le format de l'adresse e-mail est incorrect",
    );
    expect(await refusal(user, companyId, enrollmentPerson({ marital_situation_id: 8 }))).toHaveProperty(
      'marital_situation_id',
      'La situation familiale est obligatoire',
    );
    const ok = await create(user, companyId, enrollmentPerson({ shareholders_value: 100 }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ email: 'jean.dupont@example.test', marital_situation_id: 2 });
  });
});

describe('shares (enrollment: 1000 shares, capital 10 000 €)', () => {
  it('computes percentage and capital to deposit per holder', async () => {
    const { user, companyId } = await companyFor('enrollment');
    const response = await create(user, companyId, enrollmentPerson({ shareholders_value: 250 }));
    expect(response.json()).toMatchObject({ shareholders_value: 250, percentage: 25, capital_amount: 2500 });
  });

  it('refuses more shares than remain, and negative or fractional shares', async () => {
    const { user, companyId } = await companyFor('enrollment');
    expect((await create(user, companyId, enrollmentPerson({ shareholders_value: 700 }))).statusCode).toBe(
      201,
    );
    expect(await refusal(user, companyId, enrollmentPerson({ shareholders_value: 301 }))).toEqual({
      shareholders_value: "Le nombre d'actions est incorrect\u202f!",
    });
    expect(await refusal(user, companyId, enrollmentPerson({ shareholders_value: -1 }))).toHaveProperty(
      'shareholders_value',
      "Le nombre d'actions est incorrect\u202f!",
    );
    expect(await refusal(user, companyId, enrollmentPerson({ shareholders_value: 1.5 }))).toHaveProperty(
      'shareholders_value',
    );
    expect((await create(user, companyId, enrollmentPerson({ shareholders_value: 300 }))).statusCode).toBe(
      201,
    );
    const total = (await list(user, companyId)).reduce((sum, entry) => sum + entry.shareholders_value, 0);
    expect(total).toBe(1000);
  });

  it('lets a person keep their own shares when edited (remaining + own)', async () => {
    const { user, companyId } = await companyFor('enrollment');
    const first = (await create(user, companyId, enrollmentPerson({ shareholders_value: 600 }))).json();
    await create(user, companyId, enrollmentPerson({ first_name: 'Paul', shareholders_value: 300 }));
    const edit = (shares: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/representatives/${first.id}?companyId=${companyId}`,
        headers: user.headers,
        payload: { shareholders_value: shares },
      });
    // 100 remain + 600 own = 700 at most.
    expect((await edit(700)).statusCode).toBe(200);
    const over = await edit(701);
    expect(over.statusCode).toBe(422);
    expect(over.json().fields).toEqual({ shareholders_value: "Le nombre d'actions est incorrect\u202f!" });
  });

  it('sets the shares to 0 when the person is not a shareholder', async () => {
    const { user, companyId } = await companyFor('enrollment');
    const response = await create(
      user,
      companyId,
      enrollmentPerson({ is_shareholder: false, shareholders_value: 400 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ shareholders_value: 0, percentage: 0 });
  });

  it('makes a holder above 25 % a beneficial owner, and asks the others', async () => {
    const { user, companyId } = await companyFor('enrollment');
    const above = await create(
      user,
      companyId,
      enrollmentPerson({ shareholders_value: 300, is_beneficial_owner: null }),
    );
    expect(above.statusCode).toBe(201);
    expect(above.json().is_beneficial_owner).toBe(true);
    expect(
      await refusal(
        user,
        companyId,
        enrollmentPerson({ shareholders_value: 250, is_beneficial_owner: null }),
      ),
    ).toHaveProperty('is_beneficial_owner', 'Veuillez répondre à cette question');
    const below = await create(
      user,
      companyId,
      enrollmentPerson({ shareholders_value: 250, is_beneficial_owner: false }),
    );
    expect(below.json().is_beneficial_owner).toBe(false);
  });
});

describe('DELETE and linkuser', () => {
  it("refuses to delete the user's own entry and deletes another person", async () => {
    const { user, companyId } = await companyFor('signup');
    const [own] = await list(user, companyId);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/representatives/${own?.id}?companyId=${companyId}`,
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(403);
    const other = (await create(user, companyId, signupPerson())).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/representatives/${other.id}?companyId=${companyId}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(user, companyId)).map((entry) => entry.id)).toEqual([own?.id]);
  });

  it('moves the account user to the chosen person', async () => {
    const { user, companyId } = await companyFor('signup');
    const [own] = await list(user, companyId);
    const other = (await create(user, companyId, signupPerson())).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${other.id}/linkuser?companyId=${companyId}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().is_user).toBe(true);
    const entries = await list(user, companyId);
    expect(entries.filter((entry) => entry.is_user).map((entry) => entry.id)).toEqual([other.id]);
    expect(entries.find((entry) => entry.id === own?.id)?.is_user).toBe(false);
  });

  it('answers 404 when companyId is not the representative company', async () => {
    const { user, companyId } = await companyFor('signup');
    const other = (await create(user, companyId, signupPerson())).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${other.id}?companyId=somewhere-else`,
      headers: user.headers,
      payload: { first_name: 'X' },
    });
    expect(response.statusCode).toBe(404);
  });
});
