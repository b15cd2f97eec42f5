import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { newPartner, operatingCompanyRequest, partnerToken } from './partner-kit';

const uniqueAddress = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.test`;

describe('a new link for an expired or used one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A partner's pre-filled request for this person, as the insurer creates it. */
  async function partnerRequest(email: string): Promise<string> {
    const headers = await partnerToken(t, await newPartner(t), 'requests:write');
    const response = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/signup-requests',
      headers: { ...headers, 'idempotency-key': `key-${email}` },
      payload: operatingCompanyRequest({
        person: { first_name: 'Inès', last_name: 'Roussel', email, phone: '+33 6 10 20 30 40' },
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().uuid;
  }

  const askNewLink = (email: unknown, language = 'fr') =>
    t.app.inject({
      method: 'POST',
      url: '/signup/request/new-link',
      headers: { 'x-language': language },
      payload: { email },
    });

  const mailsTo = (email: string) => t.deps.messaging.latest({ recipient: email.toLowerCase() });

  const auditOf = async (requestId: string | null) =>
    t.deps.db
      .selectFrom('audit_entries')
      .select(['actor_type', 'object_id', 'after_value'])
      .where('action', '=', 'signup_request.new_link_requested')
      .orderBy('sequence', 'desc')
      .where((eb) => (requestId ? eb('object_id', '=', requestId) : eb('object_id', 'is', null)))
      .execute();

  describe('what the API answers today for such links', () => {
    it('a used link (an account took the request) says processing, without the person’s details', async () => {
      const email = uniqueAddress('taken');
      const uuid = await partnerRequest(email);
      const user = await createTestUser(t.deps);
      await t.deps.db.transaction().execute((trx) => t.app.services.signupRequests.claim(uuid, user.id, trx));
      const read = await t.app.inject({ method: 'GET', url: `/signup/request/${uuid}` });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        error: false,
        data: { status: 'processing', email: null, first_name: null },
      });
    });

    it('a link whose opening is finished can no longer be resumed (error: true)', async () => {
      const uuid = await partnerRequest(uniqueAddress('done'));
      const user = await createTestUser(t.deps);
      const requests = t.app.services.signupRequests;
      await t.deps.db.transaction().execute((trx) => requests.claim(uuid, user.id, trx));
      await requests.markCompleted(uuid);
      const read = await t.app.inject({ method: 'GET', url: `/signup/request/${uuid}` });
      expect(read.json()).toMatchObject({ error: true, data: { status: 'completed' } });
    });
  });

  it('e-mails the request’s link to its person when the address matches, whatever its case', async () => {
    const email = uniqueAddress('ines');
    const uuid = await partnerRequest(email);
    const before = (await mailsTo(email)).length;
    const response = await askNewLink(email.toUpperCase(), 'en');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const mails = await mailsTo(email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.body_text).toContain(`/?signup-request=${uuid}`);
    expect(mails[0]?.body_text).toMatch(/Inès/);
    const [entry] = await auditOf(uuid);
    expect(entry).toMatchObject({ actor_type: 'customer', object_id: uuid });
    expect(JSON.parse(entry?.after_value ?? '{}')).toEqual({ sent: true });
  });

  it('answers an unknown address exactly as a known one, sends nothing and keeps no address', async () => {
    const knownEmail = uniqueAddress('known');
    await partnerRequest(knownEmail);
    const known = await askNewLink(knownEmail);
    const email = uniqueAddress('nobody');
    const unknownBefore = (await auditOf(null)).length;
    const unknown = await askNewLink(email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(email)).toEqual([]);
    const entries = await auditOf(null);
    expect(entries.length).toBe(unknownBefore + 1);
    expect(entries[0]?.after_value).not.toContain('nobody');
  });

  it('sends nothing for a request whose opening is finished (nothing to resume)', async () => {
    const email = uniqueAddress('finished');
    const uuid = await partnerRequest(email);
    const user = await createTestUser(t.deps);
    const requests = t.app.services.signupRequests;
    await t.deps.db.transaction().execute((trx) => requests.claim(uuid, user.id, trx));
    await requests.markCompleted(uuid);
    const before = (await mailsTo(email)).length;
    expect((await askNewLink(email)).statusCode).toBe(202);
    expect((await mailsTo(email)).length).toBe(before);
  });

  it('refuses a malformed address at its field in the caller’s language, writing nothing', async () => {
    const before = await t.deps.db
      .selectFrom('audit_entries')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const messages: Record<string, string> = {};
    for (const language of ['fr', 'en', 'de']) {
      const response = await askNewLink('not-an-address', language);
      expect(response.statusCode).toBe(422);
      messages[language] = response.json().fields.email;
    }
    expect(new Set(Object.values(messages)).size).toBe(3);
    const after = await t.deps.db
      .selectFrom('audit_entries')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});

describe('the new-link route is rate limited as the other e-mail-sending routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 after five asks in ten minutes from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/signup/request/new-link',
        payload: { email: `someone${i}@example.test` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
