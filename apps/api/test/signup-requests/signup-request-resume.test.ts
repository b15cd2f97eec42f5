import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSubjectType } from '../../src/db/tables/documents';
import { newId } from '../../src/ids';
import type { AppDeps } from '../../src/types';
import { insertCompany } from '../documents/subjects';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

/** Document metadata only: these routes list documents, they do not read their bytes. */
async function insertDocument(
  deps: AppDeps,
  userId: string,
  subjectType: DocumentSubjectType,
  subjectId: string,
  type: string,
) {
  const id = newId();
  await deps.db
    .insertInto('documents')
    .values({
      id,
      user_id: userId,
      subject_type: subjectType,
      subject_id: subjectId,
      type,
      file_name: `${type}.pdf`,
      mime_type: 'application/pdf',
      size: 1234,
      sha256: '0'.repeat(64),
      storage_key: `test/${id}`,
      created_at: deps.clock.now().toISOString(),
      deleted_at: null,
    })
    .execute();
  return id;
}

describe('resuming a signup request: documents and company', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let uuid: string;
  let companyId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    owner = await createTestUser(t.deps);
    stranger = await createTestUser(t.deps);
    const requests = t.app.services.signupRequests;
    uuid = (
      await requests.createSignupRequest({
        type: 'existing_company',
        company_name: 'Orthophonie des Lilas',
        company: { name: 'Orthophonie des Lilas', legal_form: 'SELARL' },
      })
    ).uuid;
    await requests.claim(uuid, owner.id, t.deps.db);
    // The company of this opening (a person's other openings have their own).
    companyId = await insertCompany(t.deps, owner.id, 'SARL', uuid);
    await insertDocument(t.deps, owner.id, 'company', companyId, 'kbis');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/signup/request/${uuid}${path}`, headers });

  it('gives the user’s identity documents, also as the user’s urls', async () => {
    const card = await insertDocument(t.deps, owner.id, 'user', owner.id, 'identity_card');
    const proof = await insertDocument(t.deps, owner.id, 'user', owner.id, 'proof_of_address');
    const res = await get('/user/documents', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([card, proof].sort());

    const user = await t.app.inject({ method: 'GET', url: '/user', headers: owner.headers });
    expect(user.json()).toMatchObject({
      identity_card_url: `${t.deps.config.publicApiUrl}/documents/${card}`,
      address_proof_url: `${t.deps.config.publicApiUrl}/documents/${proof}`,
    });
  });

  it('gives the saved company with the partner prefill, and the company documents', async () => {
    const company = await get('/company', owner.headers);
    expect(company.statusCode).toBe(200);
    expect(company.json().company.id).toBe(companyId);
    expect(company.json().prefill).toEqual({ name: 'Orthophonie des Lilas', legal_form: 'SELARL' });
    const documents = await get('/company/documents', owner.headers);
    expect(documents.json()).toEqual([expect.objectContaining({ type: 'kbis' })]);
  });

  it('answers nothing to anyone else: anonymous 401, another user 404', async () => {
    for (const path of ['/user', '/user/documents', '/company', '/company/documents']) {
      expect((await get(path)).statusCode).toBe(401);
      const other = await get(path, stranger.headers);
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain(companyId);
      expect(other.body).not.toContain('Orthophonie');
    }
  });
});
