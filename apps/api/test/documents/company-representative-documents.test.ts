import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { makeJpeg, makePdf, makePng } from './fixtures';
import { multipart } from './multipart';
import { insertCompany, insertKycAnswer, insertRepresentative } from './subjects';

describe('company and representative documents', () => {
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

  const post = (
    url: string,
    files: Parameters<typeof multipart>[0],
    headers: Record<string, string> = {},
  ) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...user.headers, ...body.headers, ...headers },
    });
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: user.headers });

  it('fills each slot of the company and lists them per slot and together', async () => {
    user = await createTestUser(t.deps);
    const companyId = await insertCompany(t.deps, user.id, 'SELARL');
    await insertKycAnswer(t.deps, companyId);
    for (const type of ['kbis', 'status', 'proof_of_address', 'gm_minutes', 'status_project']) {
      const res = await post(`/companies/${companyId}/documents/${type}`, [
        { filename: `${type}.pdf`, content: pdf },
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json()[0]).toMatchObject({
        type,
        filename: `${type}.pdf`,
        deleteUrl: `http://localhost:8081/companies/${companyId}/documents/${type}/${res.json()[0].id}`,
      });
    }
    const kbis = await get(`/companies/${companyId}/documents/kbis`);
    expect(kbis.json().map((doc: { filename: string }) => doc.filename)).toEqual(['kbis.pdf']);
    const all = await get(`/companies/${companyId}/documents`);
    expect(all.json()).toHaveLength(5);
  });

  it('asks sole traders, ASS and SENIRCS for a proof of activity instead of a Kbis, and the others for a Kbis', async () => {
    user = await createTestUser(t.deps);
    const companyId = await insertCompany(t.deps, user.id, 'EI');
    const kbis = await post(`/companies/${companyId}/documents/kbis`, [
      { filename: 'kbis.pdf', content: pdf },
    ]);
    expect(kbis.statusCode).toBe(422);
    expect(kbis.json().fields.type).toBe(
      "Ce document ne correspond pas à la forme juridique déclarée (Justificatif d'inscription de l'activité).",
    );
    const activity = await post(`/companies/${companyId}/documents/activity_proof`, [
      { filename: 'urssaf.pdf', content: pdf },
    ]);
    expect(activity.statusCode).toBe(201);

    user = await createTestUser(t.deps);
    const sas = await insertCompany(t.deps, user.id, 'SAS');
    const wrong = await post(`/companies/${sas}/documents/activity_proof`, [
      { filename: 'a.pdf', content: pdf },
    ]);
    expect(wrong.statusCode).toBe(422);
  });

  it('deletes one company document, then a whole slot', async () => {
    user = await createTestUser(t.deps);
    const companyId = await insertCompany(t.deps, user.id);
    await insertKycAnswer(t.deps, companyId);
    const docs = (
      await post(`/companies/${companyId}/documents/status`, [
        { filename: 'p1.png', content: makePng() },
        { filename: 'p2.jpg', content: makeJpeg() },
        { filename: 'p3.pdf', content: pdf },
      ])
    ).json();
    const other = (
      await post(`/companies/${companyId}/documents/kbis`, [{ filename: 'k.pdf', content: pdf }])
    ).json();

    // A document is only reachable through its own slot.
    expect((await del(`/companies/${companyId}/documents/kbis/${docs[0].id}`)).statusCode).toBe(404);
    expect((await del(docs[0].deleteUrl.replace('http://localhost:8081', ''))).statusCode).toBe(204);
    expect((await get(`/companies/${companyId}/documents/status`)).json()).toHaveLength(2);

    expect((await del(`/companies/${companyId}/documents/status`)).statusCode).toBe(204);
    expect((await get(`/companies/${companyId}/documents/status`)).json()).toEqual([]);
    expect(
      (await get(`/companies/${companyId}/documents/kbis`)).json().map((d: { id: string }) => d.id),
    ).toEqual([other[0].id]);
    for (const doc of docs) {
      expect((await get(`/documents/${doc.id}`)).statusCode).toBe(404);
    }
  });

  it("stores a representative's identity card, photo and mandate, checked against the company", async () => {
    user = await createTestUser(t.deps);
    const companyId = await insertCompany(t.deps, user.id);
    const repId = await insertRepresentative(t.deps, companyId);
    const card = await post(
      `/representatives/${repId}/documents/identity_card?companyId=${companyId}&archive=false`,
      [{ filename: 'cni.pdf', content: pdf }],
    );
    expect(card.statusCode).toBe(201);
    expect(card.json()[0].deleteUrl).toBe(
      `http://localhost:8081/representatives/${repId}/documents/${card.json()[0].id}`,
    );
    const photo = await post(`/representatives/${repId}/documents/identity_photo?companyId=${companyId}`, [
      { filename: 'photo.jpg', content: makeJpeg() },
    ]);
    expect(photo.statusCode).toBe(201);
    // A mandate is asked of the account user who is not a legal representative only.
    expect(
      (await post(`/representatives/${repId}/documents/mandate`, [{ filename: 'm.pdf', content: pdf }]))
        .statusCode,
    ).toBe(422);

    const cards = await get(`/representatives/${repId}/documents/identity_card?companyId=${companyId}`);
    expect(cards.json().map((d: { filename: string }) => d.filename)).toEqual(['cni.pdf']);
    expect((await get(`/representatives/${repId}/documents?companyId=${companyId}`)).json()).toHaveLength(2);

    // Another company of nobody, or a wrong companyId: not found.
    const wrongCompany = await get(`/representatives/${repId}/documents/identity_card?companyId=${repId}`);
    expect(wrongCompany.statusCode).toBe(404);

    const removed = await del(
      `/representatives/${repId}/documents/${photo.json()[0].id}?companyId=${companyId}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await get(`/representatives/${repId}/documents`)).json()).toHaveLength(1);
  });

  it('counts the representative slot limit separately from the company ones', async () => {
    user = await createTestUser(t.deps);
    const companyId = await insertCompany(t.deps, user.id);
    const repId = await insertRepresentative(t.deps, companyId);
    const ten = Array.from({ length: 10 }, (_, i) => ({ filename: `${i}.png`, content: makePng() }));
    expect((await post(`/representatives/${repId}/documents/identity_card`, ten)).statusCode).toBe(201);
    const eleventh = await post(
      `/representatives/${repId}/documents/identity_card`,
      [{ filename: 'x.png', content: makePng() }],
      {
        'x-language': 'en',
      },
    );
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().message).toBe('Too many files: 10 at most');
    expect((await post(`/companies/${companyId}/documents/kbis`, ten)).statusCode).toBe(201);
  });

  it("shows, replaces and removes the signed-in user's own identity card from their representative entry", async () => {
    user = await createTestUser(t.deps);
    const companyId = await insertCompany(t.deps, user.id);
    const repId = await insertRepresentative(t.deps, companyId);
    await t.deps.db
      .updateTable('representatives')
      .set({ is_user: 1, user_id: user.id })
      .where('id', '=', repId)
      .execute();
    const accountCard = await post('/user/documents/identity_card', [{ filename: 'cni.pdf', content: pdf }]);
    expect(accountCard.statusCode).toBe(201);

    const slot = await get(`/representatives/${repId}/documents/identity_card?companyId=${companyId}`);
    expect(slot.json().map((doc: { filename: string }) => doc.filename)).toEqual(['cni.pdf']);
    expect((await get(`/representatives/${repId}/documents`)).json()).toHaveLength(1);

    // A card added here is the account's card: one identity card per person.
    const added = await post(`/representatives/${repId}/documents/identity_card`, [
      { filename: 'passeport.pdf', content: pdf },
    ]);
    expect(added.statusCode).toBe(201);
    const accountCards = async () =>
      ((await get('/user/documents')).json() as { filename: string; type: string }[])
        .filter((doc) => doc.type === 'identity_card')
        .map((doc) => doc.filename)
        .sort();
    expect(await accountCards()).toEqual(['cni.pdf', 'passeport.pdf']);

    const removed = await del(`/representatives/${repId}/documents/${accountCard.json()[0].id}`);
    expect(removed.statusCode).toBe(204);
    expect(await accountCards()).toEqual(['passeport.pdf']);

    // Another person of the company never reaches the user's card.
    const otherId = await insertRepresentative(t.deps, companyId);
    expect((await get(`/representatives/${otherId}/documents/identity_card`)).json()).toEqual([]);
    const passport = added.json()[0].id;
    expect((await del(`/representatives/${otherId}/documents/${passport}`)).statusCode).toBe(404);
  });
});
