import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { customerFootprint, storedFileHashes } from '../helpers/customer-footprint';
import { buildHttpCustomer, type HttpCustomer } from '../helpers/http-customer';
import { openApiOperations, operationKey, routerOperations, routeShape } from '../helpers/route-list';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newPartner, partnerToken } from '../partners/partner-kit';
import { HIDDEN_ROUTES, type MatrixCall, type MatrixEntry, ROUTE_MATRIX } from './route-matrix';

/**
 * Customer A has one of everything (signup request, account, company, KYC, a representative, a
 * company mandate, documents of the user, the company and the representative, SCA methods and a
 * pending challenge, the opened account). Customer B has his own. Every operation of the API is
 * called by B with A's ids, and anonymously: B gets 404 (or 401/403 where the route has no
 * session), nothing of A is returned, and A's rows and files are exactly as before.
 */
let t: TestApp;
let a: HttpCustomer;
let b: HttpCustomer;
/** A partner's bearer token: a credential of the partner API only. */
let partner: { authorization: string };
const ALL = { ...ROUTE_MATRIX, ...HIDDEN_ROUTES };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  a = await buildHttpCustomer(t, { marker: 'Alphonse', complete: true });
  b = await buildHttpCustomer(t, { marker: 'Bertrand', complete: false });
  partner = await partnerToken(t, await newPartner(t));
}, 120_000);
afterAll(async () => t?.close());

/** What must never appear in an answer to B: A's names, e-mail, IBAN and ids. */
const secretsOf = (customer: HttpCustomer) => [
  customer.marker,
  customer.user.email,
  customer.companyId,
  customer.representativeId,
  customer.mandateId,
  customer.scaTokenId,
  customer.pendingTokenId,
  ...Object.values(customer.documents),
  ...(customer.account ? [customer.account.uuid, customer.account.iban] : []),
];

async function send(method: string, call: MatrixCall, headers: Record<string, string>) {
  const base = { method: method as 'GET', url: call.url, headers: { ...headers, ...call.headers } };
  if (call.upload) {
    const body = multipart(
      [{ filename: 'intruder.pdf', content: await makePdf('intruder'), contentType: 'application/pdf' }],
      call.upload,
    );
    return t.app.inject({ ...base, headers: { ...base.headers, ...body.headers }, payload: body.payload });
  }
  return t.app.inject(call.payload === undefined ? base : { ...base, payload: call.payload as object });
}

const defaultStatuses = (entry: MatrixEntry, anonymous: boolean): number[] | null => {
  if (entry.kind === 'owned') return anonymous ? [401] : [404];
  if (entry.kind === 'own-data') return anonymous ? [401] : null;
  if (entry.kind === 'device') return [401, 403, 404, 422];
  if (entry.kind === 'service') return [401];
  if (entry.kind === 'operator') return [401];
  return null;
};

describe('the route matrix', () => {
  it('has an entry for every operation of the OpenAPI document, and none for a route that is gone', () => {
    const documented = openApiOperations(t.app).map(operationKey).sort();
    expect(documented.length).toBeGreaterThan(50);
    expect(Object.keys(ROUTE_MATRIX).sort()).toEqual(documented);
  });

  it('covers every route the router holds, hidden ones included', () => {
    const known = new Set(
      Object.keys(ALL).map((key) => {
        const [method, path] = key.split(' ');
        return `${method} ${routeShape(path ?? '')}`;
      }),
    );
    const routed = routerOperations(t.app)
      .filter((route) => !route.shape.startsWith('/docs'))
      .map((route) => `${route.method} ${route.shape}`);
    expect(routed.length).toBeGreaterThan(50);
    expect([...new Set(routed)].filter((key) => !known.has(key))).toEqual([]);
  });
});

describe("customer B with customer A's ids, and an anonymous caller", () => {
  for (const [key, entry] of Object.entries(ALL)) {
    const [method = 'GET'] = key.split(' ');
    for (const anonymous of [false, true]) {
      const who = anonymous ? 'anonymous' : 'customer B';
      it(`${key} as ${who}: refused, nothing of A read or changed`, async () => {
        const calls = entry.calls(a, b);
        expect(calls.length).toBeGreaterThan(0);
        for (const call of calls) {
          const before = await customerFootprint(t.deps, a.user.id);
          const filesBefore = storedFileHashes(t.deps.config.dataDir);
          const response = await send(method, call, anonymous ? {} : b.user.headers);
          const label = `${method} ${call.url} as ${who}: ${response.statusCode} ${response.body.slice(0, 300)}`;

          const expected = (anonymous ? call.anonymous : call.asOther) ?? defaultStatuses(entry, anonymous);
          if (expected) expect(expected, label).toContain(response.statusCode);
          expect(response.statusCode, label).toBeLessThan(500);
          if (entry.kind !== 'developer') {
            for (const secret of secretsOf(a))
              expect(response.body, `${label} leaks ${secret}`).not.toContain(secret);
          }
          if (!anonymous && entry.ownData && response.statusCode === 200) entry.ownData(response.json(), b);

          expect(await customerFootprint(t.deps, a.user.id), label).toEqual(before);
          const filesAfter = storedFileHashes(t.deps.config.dataDir);
          for (const [path, hash] of filesBefore)
            expect(filesAfter.get(path), `${label}: ${path}`).toBe(hash);
          if (entry.kind !== 'own-data' || anonymous) expect(filesAfter.size, label).toBe(filesBefore.size);
        }
      });
    }
  }
});

describe("a partner's token on every route but the partner API's", () => {
  // The partner routes themselves, partner against partner: partner-ownership.test.ts.
  const others = Object.entries(ALL).filter(
    ([key, entry]) => !key.includes(' /partner/v1/') && entry.kind !== 'public' && entry.kind !== 'developer',
  );
  for (const [key, entry] of others) {
    const [method = 'GET'] = key.split(' ');
    it(`${key}: refused as no credential, nothing of A read or changed`, async () => {
      for (const call of entry.calls(a, b)) {
        const before = await customerFootprint(t.deps, a.user.id);
        const response = await send(method, call, partner);
        const label = `${method} ${call.url} with a partner token: ${response.statusCode} ${response.body.slice(0, 300)}`;
        const expected = call.anonymous ?? defaultStatuses(entry, true);
        if (expected) expect(expected, label).toContain(response.statusCode);
        expect(response.statusCode, label).toBeLessThan(500);
        for (const secret of secretsOf(a))
          expect(response.body, `${label} leaks ${secret}`).not.toContain(secret);
        expect(await customerFootprint(t.deps, a.user.id), label).toEqual(before);
      }
    });
  }
});

describe('afterwards, customer A', () => {
  it('still reads every document and the bank details', async () => {
    for (const id of Object.values(a.documents)) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/documents/${id}`,
        headers: a.user.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
    const rib = await t.app.inject({
      method: 'GET',
      url: `/accounts/${a.account?.uuid}/rib.pdf`,
      headers: a.user.headers,
    });
    expect(rib.statusCode).toBe(200);
    // The signup request A resumed was closed with the opening; B's is still in progress.
    const request = await t.app.inject({
      method: 'GET',
      url: `/signup/request/${a.signupRequestId}`,
      headers: a.user.headers,
    });
    expect(request.json()).toMatchObject({
      error: true,
      data: { status: 'completed', last_name: 'Alphonse' },
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/signup/request/${b.signupRequestId}`,
      headers: b.user.headers,
    });
    expect(other.json()).toMatchObject({ error: false, data: { status: 'processing' } });
    const user = await t.app.inject({ method: 'GET', url: '/user', headers: a.user.headers });
    expect(user.json()).toMatchObject({ email: a.user.email, last_name: 'Alphonse' });
  });
});
