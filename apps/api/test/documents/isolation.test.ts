import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { makePdf, makePng } from './fixtures';
import { multipart } from './multipart';
import { documentRows, insertCompany, insertRepresentative, storedFiles } from './subjects';

describe("a user never reaches another user's documents", () => {
  let t: TestApp;
  let owner: TestUser;
  let intruder: TestUser;
  let companyId: string;
  let repId: string;
  let intruderCompanyId: string;
  const ids: Record<'user' | 'company' | 'representative', string> = {
    user: '',
    company: '',
    representative: '',
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestUser(t.deps);
    intruder = await createTestUser(t.deps);
    companyId = await insertCompany(t.deps, owner.id);
    repId = await insertRepresentative(t.deps, companyId);
    intruderCompanyId = await insertCompany(t.deps, intruder.id);
    const pdf = await makePdf();
    const upload = async (url: string) => {
      const body = multipart([{ filename: 'secret.pdf', content: pdf }]);
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...owner.headers, ...body.headers },
      });
      expect(res.statusCode).toBe(201);
      return res.json()[0].id as string;
    };
    ids.user = await upload('/user/documents/identity_card');
    ids.company = await upload(`/companies/${companyId}/documents/kbis`);
    ids.representative = await upload(
      `/representatives/${repId}/documents/identity_card?companyId=${companyId}`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (user: TestUser, method: 'GET' | 'DELETE' | 'POST', url: string) => {
    if (method !== 'POST') return t.app.inject({ method, url, headers: user.headers });
    const body = multipart([{ filename: 'mine.png', content: makePng() }]);
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...user.headers, ...body.headers },
    });
  };

  it('answers 404 on every document route of the first user, and changes nothing', async () => {
    const filesBefore = storedFiles(t.deps.config.dataDir);
    const routes: Array<['GET' | 'DELETE' | 'POST', string]> = [
      ['GET', `/documents/${ids.user}`],
      ['GET', `/documents/${ids.company}`],
      ['GET', `/documents/${ids.representative}`],
      ['DELETE', `/documents/${ids.user}`],
      ['DELETE', `/documents/${ids.company}`],
      ['DELETE', `/user/documents/identity_card/${ids.user}`],
      ['GET', `/companies/${companyId}/documents`],
      ['GET', `/companies/${companyId}/documents/kbis`],
      ['POST', `/companies/${companyId}/documents/kbis`],
      ['DELETE', `/companies/${companyId}/documents/kbis/${ids.company}`],
      ['DELETE', `/companies/${companyId}/documents/kbis`],
      // Through the intruder's own company: the document is still not theirs.
      ['DELETE', `/companies/${intruderCompanyId}/documents/kbis/${ids.company}`],
      ['GET', `/representatives/${repId}/documents`],
      ['GET', `/representatives/${repId}/documents/identity_card?companyId=${companyId}`],
      ['POST', `/representatives/${repId}/documents/identity_card?companyId=${companyId}`],
      ['POST', `/representatives/${repId}/documents/identity_card?companyId=${intruderCompanyId}`],
      ['DELETE', `/representatives/${repId}/documents/${ids.representative}?companyId=${companyId}`],
    ];
    for (const [method, url] of routes) {
      const res = await as(intruder, method, url);
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      expect(res.body).not.toContain('secret.pdf');
    }
    const own = await as(intruder, 'GET', '/user/documents');
    expect(own.json()).toEqual([]);

    expect(await documentRows(t.deps, intruder.id)).toEqual([]);
    expect(storedFiles(t.deps.config.dataDir)).toEqual(filesBefore);
    const ownerRows = await documentRows(t.deps, owner.id);
    expect(ownerRows.map((row) => row.deleted_at)).toEqual([null, null, null]);
    for (const id of Object.values(ids)) {
      const res = await as(owner, 'GET', `/documents/${id}`);
      expect(res.statusCode).toBe(200);
    }
  });
});
