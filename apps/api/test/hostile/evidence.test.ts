import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator, signedIn } from '../backoffice/operator-kit';
import { completeWithSca, readySignupCompany } from '../companies/ready-company';
import { makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { uploadPdf } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';

/**
 * A submitted case's documents are the bank's record: once the file is with the bank the customer
 * may add a document, never remove or replace one — even after starting another opening, which
 * reopens their journey.
 */
let t: TestApp;
let user: TestUser;
let caseId: string;
let companyProof: string;
let identityCard: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  user = await createTestUser(t.deps);
  caseId = await readySignupCompany(t, user);
  companyProof = await uploadPdf(t, user, `/companies/${caseId}/documents/proof_of_address`, 'domicile.pdf');
  identityCard = await uploadPdf(t, user, '/user/documents/identity_card', 'cni.pdf');
  const completed = await completeWithSca(t, user, caseId);
  expect(completed.statusCode, completed.body).toBe(200);
  // Another opening of the same person: their journey calls are open again.
  const another = await t.app.inject({ method: 'POST', url: '/signup/request', headers: user.headers });
  expect(another.statusCode, another.body).toBe(201);
}, 60_000);
afterAll(async () => t?.close());

const liveDocuments = (ids: string[]) =>
  t.deps.db
    .selectFrom('documents')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();

describe("a submitted case's documents", () => {
  it('cannot be deleted by the customer, by any route, in their language', async () => {
    for (const url of [
      `/documents/${companyProof}`,
      `/documents/${identityCard}`,
      `/user/documents/identity_card/${identityCard}`,
    ]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url,
        headers: { ...user.headers, 'x-language': 'en' },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(409);
      expect(response.json().message).toContain('can no longer be deleted or replaced');
    }
    // The company's own routes are closed with its opening (the customer space's 302).
    const bySlot = await t.app.inject({
      method: 'DELETE',
      url: `/companies/${caseId}/documents/proof_of_address/${companyProof}`,
      headers: user.headers,
    });
    expect(bySlot.statusCode).toBe(302);
    expect(await liveDocuments([companyProof, identityCard])).toHaveLength(2);
  });

  it('are not replaced by a new upload: the new file is added beside them', async () => {
    const body = multipart([
      { filename: 'cni-2.pdf', content: await makePdf('cni-2.pdf'), contentType: 'application/pdf' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/documents/identity_card?archive=true',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await liveDocuments([identityCard])).toHaveLength(1);
  });

  it("stay in the bank's view of the case, bytes and all", async () => {
    const reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
    for (const id of [companyProof, identityCard]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/backoffice/cases/${caseId}/documents/${id}`,
        headers: reviewer.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('before submission', () => {
  let draftUser: TestUser;
  it('the customer may still delete what they sent', async () => {
    draftUser = await createTestUser(t.deps);
    const id = await uploadPdf(t, draftUser, '/user/documents/identity_card', 'brouillon.pdf');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/documents/${id}`,
      headers: draftUser.headers,
    });
    expect(response.statusCode, response.body).toBe(204);
  });
});
