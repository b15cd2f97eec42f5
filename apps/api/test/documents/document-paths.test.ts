import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { makePdf, makePng } from './fixtures';
import { multipart } from './multipart';
import { insertCompany, insertRepresentative } from './subjects';

/** Spec §7 Documents: the slot paths the web reads, and a representative's document as a blob. */
describe('document paths of spec §7', () => {
  let t: TestApp;
  let user: TestUser;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    pdf = await makePdf();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, files: Parameters<typeof multipart>[0], as: TestUser = user) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...as.headers, ...body.headers },
    });
  };
  const get = (url: string, as: TestUser = user) => t.app.inject({ method: 'GET', url, headers: as.headers });

  it('GET /user/documents/{type} lists the documents of that slot only', async () => {
    user = await createTestUser(t.deps);
    await post('/user/documents/identity_card?archive=false', [{ filename: 'cni.pdf', content: pdf }]);
    await post('/user/documents/proof_of_address', [{ filename: 'edf.png', content: makePng() }]);

    const cards = await get('/user/documents/identity_card?archive=false');
    expect(cards.statusCode).toBe(200);
    expect(cards.json().map((doc: { filename: string }) => doc.filename)).toEqual(['cni.pdf']);
    const proofs = await get('/user/documents/proof_of_address');
    expect(proofs.json().map((doc: { type: string }) => doc.type)).toEqual(['proof_of_address']);
    // The entity's own name for the slot reads the same documents.
    expect((await get('/user/documents/address_proof')).json()).toEqual(proofs.json());
    expect((await get('/user/documents/kbis')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/user/documents/identity_card' })).statusCode).toBe(
      401,
    );
  });

  it("GET /representatives/{id}/documents/{documentId} sends the file; another customer's is 404", async () => {
    user = await createTestUser(t.deps);
    const companyId = await insertCompany(t.deps, user.id);
    const repId = await insertRepresentative(t.deps, companyId);
    const card = (
      await post(`/representatives/${repId}/documents/identity_card?companyId=${companyId}`, [
        { filename: 'passeport.pdf', content: pdf },
      ])
    ).json()[0];

    const file = await get(`/representatives/${repId}/documents/${card.id}?companyId=${companyId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('passeport.pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // The slot path keeps answering the list.
    const slot = await get(`/representatives/${repId}/documents/identity_card`);
    expect(slot.json().map((doc: { id: string }) => doc.id)).toEqual([card.id]);

    const intruder = await createTestUser(t.deps);
    expect((await get(`/representatives/${repId}/documents/${card.id}`, intruder)).statusCode).toBe(404);
    const otherRep = await insertRepresentative(t.deps, companyId);
    expect((await get(`/representatives/${otherRep}/documents/${card.id}`)).statusCode).toBe(404);
    expect((await get(`/representatives/${repId}/documents/no-such-document`)).statusCode).toBe(404);
  });
});
