import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { newPartner, operatingCompanyRequest, partnerToken } from './partner-kit';

const clock = fixedClock(new Date('2026-11-27T09:00:00Z'));

describe('partner API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { RATE_LIMIT_ENABLED: 'false', PARTNER_TOKEN_TTL_SECONDS: '900' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (headers: Record<string, string>, payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/partner/v1/signup-requests',
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });

  describe('client credentials', () => {
    it('gives a short-lived bearer token for a form body with HTTP Basic, or a JSON body', async () => {
      const partner = await newPartner(t);
      const form = await partnerToken(t, partner, 'requests:read');
      expect(form.authorization).toMatch(/^Bearer .{40,}$/);
      const json = await t.app.inject({
        method: 'POST',
        url: '/partner/v1/oauth/token',
        payload: {
          grant_type: 'client_credentials',
          client_id: partner.clientId,
          client_secret: partner.clientSecret,
        },
      });
      expect(json.statusCode).toBe(200);
      expect(json.headers['cache-control']).toContain('no-store');
      expect(json.json()).toMatchObject({
        token_type: 'Bearer',
        expires_in: 900,
        scope: 'requests:write requests:read events:read',
      });
    });

    it('refuses a wrong secret, another grant and a scope the partner does not hold, as RFC 6749 says', async () => {
      const partner = await newPartner(t, ['requests:read']);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/partner/v1/oauth/token',
        payload: { grant_type: 'client_credentials', client_id: partner.clientId, client_secret: 'guess' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'invalid_client' });
      const grant = await t.app.inject({
        method: 'POST',
        url: '/partner/v1/oauth/token',
        payload: { grant_type: 'password', client_id: partner.clientId, client_secret: partner.clientSecret },
      });
      expect(grant.statusCode).toBe(400);
      expect(grant.json()).toEqual({ error: 'unsupported_grant_type' });
      const scope = await t.app.inject({
        method: 'POST',
        url: '/partner/v1/oauth/token',
        payload: {
          grant_type: 'client_credentials',
          client_id: partner.clientId,
          client_secret: partner.clientSecret,
          scope: 'requests:write',
        },
      });
      expect(scope.statusCode).toBe(400);
      expect(scope.json()).toEqual({ error: 'invalid_scope' });
    });

    it('keeps only the hash of the secret and of each token', async () => {
      const partner = await newPartner(t);
      const token = (await partnerToken(t, partner)).authorization.slice('Bearer '.length);
      const stored = await t.deps.db
        .selectFrom('partners')
        .selectAll()
        .where('client_id', '=', partner.clientId)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(partner.clientSecret);
      const tokens = await t.deps.db.selectFrom('partner_access_tokens').selectAll().execute();
      expect(JSON.stringify(tokens)).not.toContain(token);
    });

    it('refuses a token once it has expired', async () => {
      const headers = await partnerToken(t, await newPartner(t));
      const fresh = await t.app.inject({ method: 'GET', url: '/partner/v1/signup-requests', headers });
      expect(fresh.statusCode).toBe(200);
      clock.advance(901_000);
      const expired = await t.app.inject({ method: 'GET', url: '/partner/v1/signup-requests', headers });
      expect(expired.statusCode).toBe(401);
      expect(expired.headers['www-authenticate']).toContain('invalid_token');
    });

    it('refuses a call outside the token’s scopes with 403', async () => {
      const headers = await partnerToken(t, await newPartner(t), 'requests:read');
      const response = await create(headers, operatingCompanyRequest(), 'scope-1');
      expect(response.statusCode).toBe(403);
      expect(response.headers['www-authenticate']).toContain('insufficient_scope');
      expect(
        await t.deps.db
          .selectFrom('signup_requests')
          .select('id')
          .where('email', '=', 'ines.roussel@example.test')
          .execute(),
      ).toEqual([]);
    });
  });

  describe('pre-filled signup requests', () => {
    it('creates a request with the customer link, once for the same Idempotency-Key and body', async () => {
      const partner = await newPartner(t);
      const headers = await partnerToken(t, partner);
      const body = operatingCompanyRequest({ send_link_by_email: true });
      const first = await create(headers, body, 'order-2026-0001');
      expect(first.statusCode, first.body).toBe(201);
      const created = first.json();
      expect(created).toMatchObject({
        type: 'existing_company',
        status: 'pending',
        opening_status: null,
        person: { first_name: 'Inès', last_name: 'Roussel', email: 'ines.roussel@example.test' },
        company: { siren: '123456789', siret: '12345678900015' },
        link_emailed: true,
      });
      expect(created.link).toBe(`http://localhost:8080/?signup-request=${created.uuid}`);

      const again = await create(headers, body, 'order-2026-0001');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().uuid).toBe(created.uuid);
      const rows = await t.deps.db
        .selectFrom('signup_requests')
        .select('id')
        .where('partner_id', '=', partner.id)
        .execute();
      expect(rows).toHaveLength(1);
      // The link went to the customer once, through the outbox.
      const mails = await t.app.services.outbox.latest({ recipient: 'ines.roussel@example.test' });
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body_text).toContain(created.link);

      const other = await create(
        headers,
        operatingCompanyRequest({
          type: 'new_company',
          company: { name: 'X', legal_form: 'SELARL', capital: 1000 },
        }),
        'order-2026-0001',
      );
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe('validation_failed');
    });

    it('requires the Idempotency-Key', async () => {
      const headers = await partnerToken(t, await newPartner(t));
      const response = await create({ ...headers, 'x-language': 'en' }, operatingCompanyRequest());
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toEqual({
        'idempotency-key': 'The Idempotency-Key header is required for this request',
      });
    });

    it('answers bad input with 422 and field messages in the caller’s language, nothing written', async () => {
      const partner = await newPartner(t);
      const headers = { ...(await partnerToken(t, partner)), 'x-language': 'en' };
      const operating = await create(
        headers,
        {
          type: 'existing_company',
          person: { first_name: '', last_name: 'R', email: 'nope', phone: 'abc' },
          company: { siren: '123456788' },
        },
        'bad-1',
      );
      expect(operating.statusCode).toBe(422);
      expect(operating.json().fields).toMatchObject({
        'person.first_name': 'This field is required',
        'person.email': expect.any(String),
        'person.phone': expect.any(String),
        'company.siren': expect.any(String),
      });
      const formation = await create(
        { ...headers, 'x-language': 'fr' },
        { type: 'new_company', person: operatingCompanyRequest().person, company: {} },
        'bad-2',
      );
      expect(formation.statusCode).toBe(422);
      expect(formation.json().fields).toMatchObject({
        'company.name': 'Ce champ est obligatoire',
        'company.legal_form': 'La forme juridique est obligatoire',
        'company.capital': 'Ce champ est obligatoire',
      });
      const noIdentifier = await create(headers, operatingCompanyRequest({ company: {} }), 'bad-3');
      expect(noIdentifier.json().fields).toEqual({
        'company.siret': 'Give the SIREN or SIRET of an operating company',
      });
      expect(
        await t.deps.db
          .selectFrom('signup_requests')
          .select('id')
          .where('partner_id', '=', partner.id)
          .execute(),
      ).toEqual([]);
    });

    it('keeps the partner’s own reference of the request, required and plain text', async () => {
      const headers = { ...(await partnerToken(t, await newPartner(t))), 'x-language': 'en' };
      const created = await create(
        headers,
        operatingCompanyRequest({ partner_reference: ' ADH-2026-00042 ' }),
        'ref-1',
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().partner_reference).toBe('ADH-2026-00042');
      const read = await t.app.inject({
        method: 'GET',
        url: `/partner/v1/signup-requests/${created.json().uuid}`,
        headers,
      });
      expect(read.json().partner_reference).toBe('ADH-2026-00042');

      const { partner_reference: _omitted, ...withoutReference } = operatingCompanyRequest();
      const missing = await create(headers, withoutReference, 'ref-2');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().fields).toEqual({ partner_reference: 'This field is required' });
      const hidden = await create(
        headers,
        operatingCompanyRequest({ partner_reference: 'ADH\u202e42' }),
        'ref-3',
      );
      expect(hidden.statusCode).toBe(422);
      expect(hidden.json().fields).toEqual({
        partner_reference:
          'This field contains characters that are not allowed (control, invisible or text-direction characters)',
      });
      const long = await create(
        headers,
        operatingCompanyRequest({ partner_reference: 'A'.repeat(101) }),
        'ref-4',
      );
      expect(long.json().fields).toEqual({ partner_reference: 'This field is too long' });
      // Every field's message at once, whatever else is wrong, and never a 500 on odd types.
      const odd = await create(
        headers,
        {
          type: 'existing_company',
          person: operatingCompanyRequest().person,
          company: { siren: 1, siret: 2 },
        },
        'ref-5',
      );
      expect(odd.statusCode).toBe(422);
      expect(Object.keys(odd.json().fields).sort()).toEqual([
        'company.siren',
        'company.siret',
        'partner_reference',
      ]);
    });

    it('creates a company in formation with its name, legal form and capital', async () => {
      const headers = await partnerToken(t, await newPartner(t));
      const response = await create(
        headers,
        operatingCompanyRequest({
          type: 'new_company',
          company: { name: 'Cabinet Roussel', legal_form: 'SELARL', capital: '5 000' },
        }),
        'formation-1',
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().company).toEqual({
        name: 'Cabinet Roussel',
        legal_form: 'SELARL',
        capital: '5000',
      });
      expect(response.json().link_emailed).toBe(false);
    });

    it('lets a partner read its own requests one by one and by pages, never another partner’s', async () => {
      const mine = await partnerToken(t, await newPartner(t));
      const theirs = await partnerToken(t, await newPartner(t));
      const uuids: string[] = [];
      for (const n of [1, 2, 3]) {
        clock.advance(1000);
        const response = await create(mine, operatingCompanyRequest(), `page-${n}`);
        uuids.push(response.json().uuid);
      }
      const one = await t.app.inject({
        method: 'GET',
        url: `/partner/v1/signup-requests/${uuids[0]}`,
        headers: mine,
      });
      expect(one.statusCode).toBe(200);
      expect(one.json().uuid).toBe(uuids[0]);
      const stranger = await t.app.inject({
        method: 'GET',
        url: `/partner/v1/signup-requests/${uuids[0]}`,
        headers: theirs,
      });
      expect(stranger.statusCode).toBe(404);
      const theirPage = await t.app.inject({
        method: 'GET',
        url: '/partner/v1/signup-requests',
        headers: theirs,
      });
      expect(theirPage.json()).toEqual({ items: [], next_cursor: null });

      const first = await t.app.inject({
        method: 'GET',
        url: '/partner/v1/signup-requests?limit=2',
        headers: mine,
      });
      expect(first.json().items.map((item: { uuid: string }) => item.uuid)).toEqual([uuids[2], uuids[1]]);
      const second = await t.app.inject({
        method: 'GET',
        url: `/partner/v1/signup-requests?limit=2&cursor=${first.json().next_cursor}`,
        headers: mine,
      });
      expect(second.json()).toEqual({
        items: [expect.objectContaining({ uuid: uuids[0] })],
        next_cursor: null,
      });
      const badCursor = await t.app.inject({
        method: 'GET',
        url: '/partner/v1/signup-requests?cursor=zzz',
        headers: mine,
      });
      expect(badCursor.statusCode).toBe(422);
    });

    it('records each call in the audit journal with the partner as actor', async () => {
      const partner = await newPartner(t);
      const headers = await partnerToken(t, partner);
      const created = await create(headers, operatingCompanyRequest(), 'audit-1');
      await t.app.inject({
        method: 'GET',
        url: `/partner/v1/signup-requests/${created.json().uuid}`,
        headers,
      });
      await t.app.inject({ method: 'GET', url: '/partner/v1/signup-requests', headers });
      await t.app.inject({ method: 'GET', url: '/partner/v1/events', headers });
      const entries = await t.deps.db
        .selectFrom('audit_entries')
        .select(['action', 'actor_type', 'object_id'])
        .where('actor_id', '=', partner.id)
        .orderBy('sequence')
        .execute();
      expect(entries.map((entry) => entry.action)).toEqual([
        'partner.token_issued',
        'partner.signup_request_created',
        'partner.signup_request_read',
        'partner.signup_requests_listed',
        'partner.events_listed',
      ]);
      expect(entries.every((entry) => entry.actor_type === 'partner')).toBe(true);
      const verify = await t.app.services.auditChain.verify();
      expect(verify.ok).toBe(true);
    });
  });

  describe('isolation between the customer API and the partner API', () => {
    it('a customer token reaches no partner route and a partner token no customer route', async () => {
      const customer = await createTestUser(t.deps);
      for (const url of ['/partner/v1/signup-requests', '/partner/v1/events']) {
        const response = await t.app.inject({ method: 'GET', url, headers: customer.headers });
        expect(response.statusCode, url).toBe(401);
      }
      const createAsCustomer = await create(customer.headers, operatingCompanyRequest(), 'customer-1');
      expect(createAsCustomer.statusCode).toBe(401);
      const partner = await partnerToken(t, await newPartner(t));
      for (const url of ['/user', '/companies/any/kyc']) {
        const response = await t.app.inject({ method: 'GET', url, headers: partner });
        expect(response.statusCode, url).toBe(401);
      }
    });

    it('serves the partner API’s own OpenAPI page with the partner operations only', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/docs/partner/json' });
      expect(response.statusCode).toBe(200);
      const paths = Object.keys(response.json().paths);
      expect(paths.sort()).toEqual([
        '/partner/v1/events',
        '/partner/v1/oauth/token',
        '/partner/v1/signup-requests',
        '/partner/v1/signup-requests/{uuid}',
        '/partner/v1/signup-requests/{uuid}/withdraw',
      ]);
    });
  });
});
