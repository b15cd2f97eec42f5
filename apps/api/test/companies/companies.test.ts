import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { enrollmentCompany, signupCompany, soleTraderCompany } from './company-bodies';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (user: TestUser, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/companies', headers: user.headers, payload: payload as object });

async function fieldsOf(user: TestUser, payload: unknown): Promise<Record<string, string>> {
  const response = await post(user, payload);
  expect(response.statusCode).toBe(422);
  expect(response.json().code).toBe('validation_failed');
  return response.json().fields;
}

describe('POST /companies (signup journey)', () => {
  it('creates the company and answers with the fields the client reads', async () => {
    const user = await createTestUser(t.deps);
    const response = await post(user, signupCompany());
    expect(response.statusCode).toBe(201);
    const company = response.json();
    expect(company.id).toEqual(expect.any(String));
    expect(company.limited_liability).toBe(false);
    expect(company.legal_form).toEqual({
      code: 'SELARL',
      abbreviation: 'SELARL',
      label: "Société d'exercice libéral à responsabilité limitée",
    });
    expect(company.naf_activity_code).toBe('86.21Z');
    expect(company.naf_activity_code_label).toBe('Activité des médecins généralistes');
    expect(company.siret).toBe('12345678900015');
    expect(company.siren).toBe('123456789');
    const row = await t.deps.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
    expect(row.registration_type).toBe('existing_company');
  });

  it('starts the representatives list with the account user', async () => {
    const user = await createTestUser(t.deps);
    const company = (await post(user, signupCompany())).json();
    const rows = await t.deps.db
      .selectFrom('representatives')
      .selectAll()
      .where('company_id', '=', company.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.is_user).toBe(1);
    expect(rows[0]?.user_id).toBe(user.id);
    expect(rows[0]?.first_name).toBe('Camille');
  });

  it('keeps one company per journey: a second POST updates it', async () => {
    const user = await createTestUser(t.deps);
    const first = (await post(user, signupCompany())).json();
    const second = await post(user, signupCompany({ name: 'Cabinet Martin et associés' }));
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.id);
    expect(second.json().name).toBe('Cabinet Martin et associés');
    const rows = await t.deps.db
      .selectFrom('companies')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const people = await t.deps.db
      .selectFrom('representatives')
      .select('id')
      .where('company_id', '=', first.id)
      .execute();
    expect(people).toHaveLength(1);
  });

  it('sets limited_liability from the configured forms, whatever the client says', async () => {
    const user = await createTestUser(t.deps);
    const ei = await post(user, soleTraderCompany({ limited_liability: false }));
    expect(ei.json().limited_liability).toBe(true);
    const other = await createTestUser(t.deps);
    const sas = await post(other, signupCompany({ legal_form: 'SAS', limited_liability: true }));
    expect(sas.json().limited_liability).toBe(false);
  });

  it('refuses each broken rule on its field', async () => {
    const user = await createTestUser(t.deps);
    expect(await fieldsOf(user, signupCompany({ name: '  ' }))).toHaveProperty(
      'name',
      'Ce champ est obligatoire',
    );
    expect(await fieldsOf(user, signupCompany({ legal_form: 'XYZ' }))).toHaveProperty(
      'legal_form',
      'La forme juridique est obligatoire',
    );
    expect(await fieldsOf(user, signupCompany({ naf_activity_code: '' }))).toHaveProperty(
      'naf_activity_code',
      "Le code d'activité (NAF) est obligatoire",
    );
    expect(await fieldsOf(user, signupCompany({ siret: null }))).toHaveProperty(
      'siret',
      'Ce champ est obligatoire',
    );
    expect(await fieldsOf(user, signupCompany({ siret: '1234A' }))).toHaveProperty(
      'siret',
      'Le numéro SIRET ne doit contenir que des chiffres (14 au maximum)',
    );
    expect(await fieldsOf(user, signupCompany({ siret: '12345678900012' }))).toHaveProperty(
      'siret',
      "Ce numéro SIRET n'est pas valide",
    );
    expect(
      await fieldsOf(
        user,
        signupCompany({ address: { street: 'x', zip: '6900', city: 'Lyon', country: 'FR' } }),
      ),
    ).toHaveProperty('address.zip', 'Le code postal doit comporter 5 chiffres');
    expect(await fieldsOf(user, signupCompany({ address: { zip: '69003', city: 'Lyon' } }))).toHaveProperty(
      'address.street',
    );
    expect(await fieldsOf(user, signupCompany({ phone: '04-78-00' }))).toHaveProperty(
      'phone',
      'Le format du numéro de téléphone est incorrect',
    );
    expect(await fieldsOf(user, signupCompany({ is_fatca: undefined }))).toHaveProperty(
      'is_fatca',
      'Veuillez répondre à cette question',
    );
    expect(await fieldsOf(user, signupCompany({ is_active_non_financial_entity: null }))).toHaveProperty(
      'is_active_non_financial_entity',
    );
    expect(await fieldsOf(user, signupCompany({ same_activity_address: undefined }))).toHaveProperty(
      'same_activity_address',
    );
    expect(await fieldsOf(user, signupCompany({ same_activity_address: false }))).toHaveProperty(
      'activity_address',
    );
    expect(await fieldsOf(user, signupCompany({ has_foreign_tax_country: true }))).toHaveProperty(
      'foreign_tax_country',
      'Le pays de résidence fiscale est obligatoire',
    );
    const rows = await t.deps.db
      .selectFrom('companies')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('asks associations for a valid RNA and lets them go without SIRET', async () => {
    const user = await createTestUser(t.deps);
    expect(await fieldsOf(user, signupCompany({ legal_form: 'ASS', siret: null }))).toEqual({
      rna: "Le numéro d'association (RNA) est obligatoire",
    });
    expect(
      await fieldsOf(user, signupCompany({ legal_form: 'ASS', siret: null, rna: 'W12345' })),
    ).toHaveProperty('rna');
    const ok = await post(user, signupCompany({ legal_form: 'ASS', siret: null, rna: 'w691234567' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().rna).toBe('W691234567');
    expect(ok.json().limited_liability).toBe(true);
  });

  it('clears the foreign tax country when there is no foreign tax residence', async () => {
    const user = await createTestUser(t.deps);
    const response = await post(
      user,
      signupCompany({ has_foreign_tax_country: false, foreign_tax_country: 'BE' }),
    );
    expect(response.json().foreign_tax_country).toBeNull();
  });

  it('translates field messages into the request language', async () => {
    const user = await createTestUser(t.deps);
    const response = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: { ...user.headers, 'x-language': 'de' },
      payload: signupCompany({ name: '' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.name).not.toBe('Ce champ est obligatoire');
  });

  it('needs a token, and sends a completed user to the customer space', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/companies', payload: signupCompany() });
    expect(anonymous.statusCode).toBe(401);
    const done = await createTestUser(t.deps, { completed: true });
    const response = await post(done, signupCompany());
    expect(response.statusCode).toBe(302);
    expect(response.json().url).toBe(t.deps.config.customerSpaceUrl);
  });
});

describe('POST /companies (enrollment journey)', () => {
  it('asks for the capital and makes a fully paid-up capital the paid-up amount', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const response = await post(user, enrollmentCompany());
    expect(response.statusCode).toBe(201);
    expect(response.json().capital_amount).toBe('10000');
    expect(response.json().up_capital_amount).toBe('10000');
    expect(response.json().number_of_actions).toBe(1000);
    expect(response.json().registration_type).toBe('new_company');
  });

  it('refuses missing or wrong capital fields', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    expect(await fieldsOf(user, enrollmentCompany({ capital_amount: '' }))).toHaveProperty('capital_amount');
    expect(await fieldsOf(user, enrollmentCompany({ number_of_actions: '0' }))).toHaveProperty(
      'number_of_actions',
      "Le nombre d'actions doit être d'au moins 1",
    );
    expect(await fieldsOf(user, enrollmentCompany({ capital_amount: '10 000,555' }))).toHaveProperty(
      'capital_amount',
      'Veuillez saisir un nombre (deux décimales au maximum)',
    );
    expect(
      await fieldsOf(user, enrollmentCompany({ capital_fully_paid: false, up_capital_amount: null })),
    ).toHaveProperty('up_capital_amount', 'Le montant du capital libéré est obligatoire');
    expect(
      await fieldsOf(user, enrollmentCompany({ capital_fully_paid: false, up_capital_amount: '20000' })),
    ).toHaveProperty('up_capital_amount');
  });

  it('refuses the legal forms hidden from enrollment', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    expect(await fieldsOf(user, enrollmentCompany({ legal_form: 'EI' }))).toEqual({
      legal_form: 'Veuillez choisir une valeur de la liste',
    });
  });

  it('does not require a SIRET or NAF code for a company being created', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const response = await post(user, enrollmentCompany({ siret: null, naf_activity_code: null }));
    expect(response.statusCode).toBe(201);
  });
});

describe('PUT /companies/{id}', () => {
  it('updates the own company and answers 404 to another user without changing it', async () => {
    const owner = await createTestUser(t.deps);
    const company = (await post(owner, signupCompany())).json();
    const update = await t.app.inject({
      method: 'PUT',
      url: `/companies/${company.id}`,
      headers: owner.headers,
      payload: soleTraderCompany({
        name: 'Cabinet renommé',
        legal_form: { code: 'EI', abbreviation: 'EI', label: 'x' },
      }),
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().name).toBe('Cabinet renommé');
    expect(update.json().limited_liability).toBe(true);

    const intruder = await createTestUser(t.deps);
    const before = await t.deps.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', company.id)
      .executeTakeFirst();
    const attempt = await t.app.inject({
      method: 'PUT',
      url: `/companies/${company.id}`,
      headers: intruder.headers,
      payload: signupCompany({ name: 'Volé' }),
    });
    expect(attempt.statusCode).toBe(404);
    const after = await t.deps.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', company.id)
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('validates the update like the creation', async () => {
    const owner = await createTestUser(t.deps);
    const company = (await post(owner, signupCompany())).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/companies/${company.id}`,
      headers: owner.headers,
      payload: signupCompany({ phone: 'abc' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty('phone');
  });
});

describe('declared shares and allocated shares', () => {
  it('refuses to declare fewer shares than the people already hold', async () => {
    const user = await createTestUser(t.deps, { registrationType: 'new_company' });
    const company = (await post(user, enrollmentCompany())).json();
    await t.deps.db
      .updateTable('representatives')
      .set({ shareholders_value: 800 })
      .where('company_id', '=', company.id)
      .execute();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/companies/${company.id}`,
      headers: user.headers,
      payload: enrollmentCompany({ number_of_actions: '500' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ number_of_actions: "Le nombre d'actions est incorrect\u202f!" });
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/companies/${company.id}`,
      headers: user.headers,
      payload: enrollmentCompany({ number_of_actions: '800' }),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('limited liability forms from the configuration', () => {
  it('follows LIMITED_LIABILITY_FORMS', async () => {
    const configured = await createTestApp({ env: { LIMITED_LIABILITY_FORMS: 'SARL' } });
    try {
      const user = await createTestUser(configured.deps);
      const sarl = await configured.app.inject({
        method: 'POST',
        url: '/companies',
        headers: user.headers,
        payload: signupCompany({ legal_form: 'SARL' }),
      });
      expect(sarl.json().limited_liability).toBe(true);
      const other = await createTestUser(configured.deps);
      const association = await configured.app.inject({
        method: 'POST',
        url: '/companies',
        headers: other.headers,
        payload: signupCompany({ legal_form: 'ASS', rna: 'W691234567' }),
      });
      expect(association.json().limited_liability).toBe(false);
      // A sole trader has no one else to declare, whatever the list.
      const third = await createTestUser(configured.deps);
      const ei = await configured.app.inject({
        method: 'POST',
        url: '/companies',
        headers: third.headers,
        payload: soleTraderCompany(),
      });
      expect(ei.json().limited_liability).toBe(true);
    } finally {
      await configured.close();
    }
  });
});

describe('POST /company-certification/{id}', () => {
  it('computes the client status from the active non-financial entity answer', async () => {
    const active = await createTestUser(t.deps);
    const activeCompany = (
      await post(active, signupCompany({ is_active_non_financial_entity: true }))
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: `/company-certification/${activeCompany.id}`,
      headers: active.headers,
      // What the client computed is not trusted.
      payload: { client_status: { crs: 'PassiveNonFinancialEntity' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().client_status).toEqual({
      crs: 'ActiveNonFinancialEntity',
      crs_subtype: null,
      crs_sub_type: 'PassiveLower',
      giin: null,
      is_owner_invest_entity: false,
      registration_place: null,
    });

    const passive = await createTestUser(t.deps);
    const passiveCompany = (
      await post(passive, signupCompany({ is_active_non_financial_entity: false }))
    ).json();
    const second = await t.app.inject({
      method: 'POST',
      url: `/company-certification/${passiveCompany.id}`,
      headers: passive.headers,
      payload: {},
    });
    expect(second.json().client_status.crs).toBe('PassiveNonFinancialEntity');
    expect(second.json().client_status.crs_sub_type).toBeNull();
    const row = await t.deps.db
      .selectFrom('companies')
      .select(['client_status', 'certified_at'])
      .where('id', '=', passiveCompany.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.client_status ?? '{}').crs).toBe('PassiveNonFinancialEntity');
    expect(row.certified_at).not.toBeNull();
  });

  it("answers 404 for another user's company and records nothing", async () => {
    const owner = await createTestUser(t.deps);
    const company = (await post(owner, signupCompany())).json();
    const intruder = await createTestUser(t.deps);
    const response = await t.app.inject({
      method: 'POST',
      url: `/company-certification/${company.id}`,
      headers: intruder.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    const row = await t.deps.db
      .selectFrom('companies')
      .select('client_status')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.client_status).toBeNull();
  });
});
