import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentCompany, signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { enrollmentPerson, shareholderCompany, signupPerson } from './people-bodies';

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

const post = (user: TestUser, url: string, payload: Record<string, unknown>, language = 'fr') =>
  t.app.inject({ method: 'POST', url, headers: { ...user.headers, 'x-language': language }, payload });

const people = async (user: TestUser, companyId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/representatives?companyId=${companyId}`,
      headers: user.headers,
    })
  ).json() as unknown[];

describe('who may be declared (spec §4 representative warning, §3 job codes)', () => {
  it('refuses NON (delegated by a representative) as the title of a legal representative', async () => {
    const { user, companyId } = await companyFor('signup');
    const person = await post(user, '/representatives', {
      ...signupPerson({ is_mandatary: true, title_code: 'NON' }),
      company_id: companyId,
    });
    expect(person.statusCode).toBe(422);
    expect(person.json().fields.title_code).toBe(
      'Cette fonction ne peut pas être choisie pour un représentant légal',
    );
    const mandate = await post(
      user,
      `/companies/${companyId}/mandate`,
      shareholderCompany({ is_mandatary: true, title_code: 'NON' }),
      'en',
    );
    expect(mandate.statusCode).toBe(422);
    expect(mandate.json().fields.title_code).toBe(
      'This position cannot be chosen for a legal representative',
    );
    expect(await people(user, companyId)).toHaveLength(1);
  });

  it('signup: refuses a person neither legal representative nor beneficial owner, in the warning’s words', async () => {
    const { user, companyId } = await companyFor('signup');
    const body = {
      ...signupPerson({
        is_mandatary: false,
        title_code: null,
        is_beneficial_owner: false,
        shareholders_value: 500,
      }),
      company_id: companyId,
    };
    const refused = await post(user, '/representatives', body, 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.is_mandatary).toBe(
      'According to your answers, this person is neither a legal representative nor a beneficial owner of the company: they need not be declared.',
    );
    expect(await people(user, companyId)).toHaveLength(1);
    // The same person holding more than 25 % is a beneficial owner: declared.
    expect((await post(user, '/representatives', { ...body, shareholders_value: 1300 })).statusCode).toBe(
      201,
    );
  });

  it('signup: refuses a company that is not a legal representative', async () => {
    const { user, companyId } = await companyFor('signup');
    const refused = await post(user, `/companies/${companyId}/mandate`, shareholderCompany(), 'de');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.is_mandatary).toBe(
      'Laut Ihren Antworten ist dieses Unternehmen kein gesetzlicher Vertreter des Unternehmens: Es muss nicht angegeben werden.',
    );
  });

  it('enrollment: refuses a person neither legal representative nor shareholder, keeps a shareholder', async () => {
    const { user, companyId } = await companyFor('enrollment');
    const none = enrollmentPerson({
      is_mandatary: false,
      title_code: null,
      is_shareholder: false,
      shareholders_value: 0,
      is_beneficial_owner: false,
    });
    const refused = await post(user, '/representatives', { ...none, company_id: companyId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.is_mandatary).toBe(
      "D'après vos réponses, cette personne n'est ni représentant légal ni actionnaire de la société\u00a0: elle n'a pas à être déclarée.",
    );
    const shareholder = { ...none, is_shareholder: true, shareholders_value: 100 };
    expect((await post(user, '/representatives', { ...shareholder, company_id: companyId })).statusCode).toBe(
      201,
    );
  });

  it("keeps the account user's own entry whatever the answers (a delegation covers them)", async () => {
    const { user, companyId } = await companyFor('signup');
    const entries = (await people(user, companyId)) as { id: string; is_user: boolean }[];
    const own = entries.find((entry) => entry.is_user)?.id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${own}?companyId=${companyId}`,
      headers: user.headers,
      payload: signupPerson({
        is_mandatary: false,
        title_code: null,
        is_beneficial_owner: false,
        shareholders_value: 0,
        is_shareholder: false,
        address: { street: '4 rue Victor Hugo', details: null, zip: '69002', city: 'Lyon', country: 'FR' },
      }),
    });
    expect(saved.statusCode).toBe(200);
  });
});
