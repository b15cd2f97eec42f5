import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { signupPerson } from '../representatives/people-bodies';

/** Idempotency-Key on creating calls: a retried request creates once and gets the same answer. */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let user: TestUser;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createTestUser(t.deps);
    const created = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: { ...user.headers, 'idempotency-key': 'company-1' },
      payload: signupCompany(),
    });
    companyId = created.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const postPerson = (key: string | undefined, overrides: Record<string, unknown> = {}, language = 'fr') =>
    t.app.inject({
      method: 'POST',
      url: '/representatives',
      headers: { ...user.headers, 'x-language': language, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { ...signupPerson(overrides), company_id: companyId },
    });
  const peopleCount = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/representatives?companyId=${companyId}`,
        headers: user.headers,
      })
    ).json().length as number;

  it('replays the first answer, status and body, and creates once', async () => {
    const before = await peopleCount();
    const first = await postPerson('person-a', { shareholders_value: 100 });
    const again = await postPerson('person-a', { shareholders_value: 100 });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await peopleCount()).toBe(before + 1);
  });

  it('refuses the same key with another body, and changes nothing', async () => {
    await postPerson('person-b', { shareholders_value: 10 });
    const before = await peopleCount();
    const other = await postPerson('person-b', { shareholders_value: 11 }, 'en');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for another request');
    expect(await peopleCount()).toBe(before);
  });

  it('two requests with the same key at once: one runs, the other gets its answer', async () => {
    const before = await peopleCount();
    const answers = await Promise.all([
      postPerson('person-c', { shareholders_value: 5 }),
      postPerson('person-c', { shareholders_value: 5 }),
      postPerson('person-c', { shareholders_value: 5 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await peopleCount()).toBe(before + 1);
  });

  it('creates again without a key, or once a key is older than 24 h', async () => {
    const before = await peopleCount();
    await postPerson(undefined, { shareholders_value: 1 });
    await postPerson(undefined, { shareholders_value: 1 });
    expect(await peopleCount()).toBe(before + 2);

    const first = await postPerson('person-d', { shareholders_value: 2 });
    await t.deps.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where('idempotency_key', '=', 'person-d')
      .execute();
    const later = await postPerson('person-d', { shareholders_value: 2 });
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
  });

  it('replays a refusal too, and keys are per caller', async () => {
    const refused = await postPerson('person-e', { first_name: '' });
    expect(refused.statusCode).toBe(422);
    const again = await postPerson('person-e', { first_name: '' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(refused.json());

    // Another customer's same key is theirs: a company of their own is created.
    const other = await createTestUser(t.deps);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: { ...other.headers, 'idempotency-key': 'company-1' },
      payload: signupCompany(),
    });
    expect(theirs.statusCode).toBeLessThan(300);
    expect(theirs.json().id).not.toBe(companyId);
  });

  it('refuses a malformed key', async () => {
    const response = await postPerson('x'.repeat(256));
    expect(response.statusCode).toBe(422);
  });

  it('documents the header on every creating call in the OpenAPI document', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    for (const [path, method] of [
      ['/user', 'post'],
      ['/companies', 'post'],
      ['/representatives', 'post'],
      ['/companies/{companyId}/mandate', 'post'],
    ] as const) {
      const parameters = document.paths[path]?.[method]?.parameters ?? [];
      expect(
        parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key'),
        `${method} ${path}`,
      ).toBe(true);
    }
  });
});
