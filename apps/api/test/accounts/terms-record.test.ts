import { CONTRACT_DOCUMENT_VERSIONS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_TERMS, completeWithSca, readySignupCompany } from '../companies/ready-company';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

/** What the bank keeps of what the customer certified and accepted, with the moment. */
describe('certification and terms record', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const certifiedAt = async (companyId: string) =>
    (
      await t.deps.db
        .selectFrom('companies')
        .select('representatives_certified_at')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).representatives_certified_at;
  const validate = (user: TestUser, companyId: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/companies/${companyId}/validate-representatives${query}`,
      headers: user.headers,
    });
  const accountOf = (companyId: string) =>
    t.deps.db
      .selectFrom('accounts')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();

  it('requires the representatives certification before the terms, recorded with its time', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await readySignupCompany(t, user);
    await t.deps.db
      .updateTable('companies')
      .set({ representatives_certified_at: null })
      .where('id', '=', companyId)
      .execute();

    const refused = await t.app.inject({
      method: 'POST',
      url: `/companies/${companyId}/complete`,
      headers: { ...user.headers, 'x-language': 'en' },
      payload: ACCEPTED_TERMS,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.representatives_certification).toBe(
      'Please certify the list of legal representatives, shareholders and beneficial owners',
    );

    // Validating without the box records nothing; with it, the moment.
    expect((await validate(user, companyId)).statusCode).toBe(200);
    expect(await certifiedAt(companyId)).toBeNull();
    const before = Date.now();
    expect((await validate(user, companyId, '?certified=true')).statusCode).toBe(200);
    const at = Date.parse((await certifiedAt(companyId)) ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    expect((await completeWithSca(t, user, companyId)).statusCode).toBe(200);
  });

  it('does not record a certification of an invalid list', async () => {
    const user = await createTestUser(t.deps);
    const created = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: user.headers,
      payload: (await import('../companies/company-bodies')).signupCompany(),
    });
    const companyId = created.json().id as string;
    expect((await validate(user, companyId, '?certified=true')).statusCode).toBe(422);
    expect(await certifiedAt(companyId)).toBeNull();
  });

  it('records the version of each document accepted, and the optional communication box', async () => {
    const user = await createTestUser(t.deps);
    const companyId = await readySignupCompany(t, user);
    expect((await completeWithSca(t, user, companyId)).statusCode).toBe(200);
    const account = await accountOf(companyId);
    expect(JSON.parse(account.accepted_document_versions ?? 'null')).toEqual(CONTRACT_DOCUMENT_VERSIONS);
    expect(account.communication_accepted_at).toBeNull();

    const other = await createTestUser(t.deps);
    const otherCompany = await readySignupCompany(t, other);
    const done = await completeWithSca(t, other, otherCompany, { ...ACCEPTED_TERMS, communication: true });
    expect(done.statusCode).toBe(200);
    const withCommunication = await accountOf(otherCompany);
    expect(withCommunication.communication_accepted_at).toBe(withCommunication.terms_accepted_at);
  });
});
