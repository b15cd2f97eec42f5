import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { signupPerson } from './people-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Each test's company has a SIREN of its own: a shared one would be flagged as a duplicate. */
async function signupCompanyOf(user: TestUser, siret: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: signupCompany({ siret }),
  });
  return response.json().id as string;
}

const save = (
  user: TestUser,
  method: 'POST' | 'PUT',
  url: string,
  payload: Record<string, unknown>,
  language = 'fr',
) => t.app.inject({ method, url, headers: { ...user.headers, 'x-language': language }, payload });

/** A politically exposed person or a US person is flagged on the opening for the bank's review. */
describe('opening flags (PEP, FATCA)', () => {
  it('asks the function and its country of a PEP, and the US TIN of a US person', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await signupCompanyOf(user, '55210055400013');
    const refused = await save(
      user,
      'POST',
      '/representatives',
      { ...signupPerson({ is_pep: true, is_fatca: true }), company_id: companyId },
      'en',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toMatchObject({
      pep_function: 'Please state the public function held',
      pep_country: 'Please state the country where this function is held',
      us_tin: 'The US taxpayer identification number (TIN) is required for a US person',
    });
    const badTin = await save(user, 'POST', '/representatives', {
      ...signupPerson({ is_fatca: true, us_tin: '12345' }),
      company_id: companyId,
    });
    expect(badTin.json().fields.us_tin).toBe('Le TIN américain comporte 9 chiffres');
    expect(await t.app.services.openingFlags.flagsOf(companyId)).toEqual([]);
  });

  it('raises a flag per person with what the bank reviews, clears it on a no or a removal', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await signupCompanyOf(user, '54206547900017');
    const created = await save(user, 'POST', '/representatives', {
      ...signupPerson({
        is_pep: true,
        pep_function: 'Maire',
        pep_country: 'FR',
        is_fatca: true,
        us_tin: '123-45-6789',
      }),
      company_id: companyId,
    });
    expect(created.statusCode).toBe(201);
    const person = created.json();
    expect(person).toMatchObject({ pep_function: 'Maire', pep_country: 'FR', us_tin: '123-45-6789' });

    const flags = await t.app.services.openingFlags.flagsOf(companyId);
    expect(flags.map((flag) => flag.code).sort()).toEqual(['pep', 'us_person']);
    expect(flags.find((flag) => flag.code === 'pep')).toMatchObject({
      subjectId: person.id,
      details: { first_name: 'Jean', last_name: 'Dupont', function: 'Maire', country: 'FR' },
    });
    expect(flags.find((flag) => flag.code === 'us_person')?.details).toMatchObject({ us_tin: '123-45-6789' });

    // No longer a US person: the flag goes, the TIN is not kept.
    const edited = await save(user, 'PUT', `/representatives/${person.id}?companyId=${companyId}`, {
      ...signupPerson({ is_pep: true, pep_function: 'Député', pep_country: 'FR', is_fatca: false }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().us_tin).toBeNull();
    const after = await t.app.services.openingFlags.flagsOf(companyId);
    expect(after.map((flag) => flag.code)).toEqual(['pep']);
    expect(after[0]?.details.function).toBe('Député');
    expect(after[0]?.raisedAt).toBe(flags.find((flag) => flag.code === 'pep')?.raisedAt);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/representatives/${person.id}?companyId=${companyId}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.app.services.openingFlags.flagsOf(companyId)).toEqual([]);
  });
});
