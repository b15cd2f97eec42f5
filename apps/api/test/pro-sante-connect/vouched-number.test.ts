import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PscStandin, startPscStandin } from '../../../../scripts/pro-sante-connect/standin-server';
import { holderBody, soleTraderCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { DEMO_PRACTITIONERS_PATH, importDirectories } from '../sante/sante-fixtures';
import { authorizeAs, callback, pscEnv } from './psc-sign-in';

// The business form comes prefilled with the RPPS Pro Santé Connect vouched for; the API keeps it:
// the professional status of the case rests on it, not on what the client sends.

/** A well-formed RPPS of the demo directory, another doctor's (Sophie Le Goff). */
const ANOTHER_RPPS = '19000000018';

let standin: PscStandin;
let t: TestApp;
let camille: TestUser;

beforeAll(async () => {
  standin = await startPscStandin();
  t = await createTestApp({ env: { ...pscEnv(standin), RATE_LIMIT_ENABLED: 'false' } });
  await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH]);
  camille = await tiedCamille();
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

/** Camille Martin's account, tied to her Pro Santé Connect sign-in. */
async function tiedCamille(): Promise<TestUser> {
  const user = await createTestUser(t.deps);
  await t.deps.db
    .updateTable('users')
    .set({ first_name: 'Camille', last_name: 'Martin' })
    .where('id', '=', user.id)
    .execute();
  const signIn = (await callback(t, await authorizeAs(t, 'camille-martin'), 'fr')).json();
  const linked = await t.app.inject({
    method: 'POST',
    url: '/pro-sante-connect/link',
    headers: user.headers,
    payload: { link_ticket: signIn.link_ticket, practice_siret: '99000000100012' },
  });
  expect(linked.statusCode, linked.body).toBe(200);
  return user;
}

const saveBusiness = (user: TestUser, payload: object, companyId?: string) =>
  t.app.inject({
    method: companyId ? 'PUT' : 'POST',
    url: companyId ? `/companies/${companyId}` : '/companies',
    headers: { ...user.headers, 'x-language': 'fr' },
    payload,
  });

const companiesOf = (userId: string) =>
  t.deps.db.selectFrom('companies').select('id').where('user_id', '=', userId).execute();

describe('the RPPS Pro Santé Connect vouched for, on the business form', () => {
  it('refuses another number with a 422 on the field, and writes nothing', async () => {
    const user = camille;
    const other = soleTraderCompany({ holder: holderBody({ professional_number: ANOTHER_RPPS }) });
    const refused = await saveBusiness(user, other);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().fields).toEqual({
      'holder.professional_number':
        'Ce numéro est celui que Pro Santé Connect a attesté pour votre compte\u00a0: il ne peut pas être changé ici.',
    });
    expect(await companiesOf(user.id)).toEqual([]);
  });

  it('saves the vouched number, and refuses a change of it afterwards', async () => {
    const user = camille;
    const saved = await saveBusiness(user, soleTraderCompany());
    expect(saved.statusCode, saved.body).toBe(201);
    const changed = await saveBusiness(
      user,
      soleTraderCompany({ holder: holderBody({ professional_number: ANOTHER_RPPS }) }),
      saved.json().id,
    );
    expect(changed.statusCode, changed.body).toBe(422);
    expect(Object.keys(changed.json().fields)).toEqual(['holder.professional_number']);
  });
});
