import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpCustomer, type HttpCustomer } from '../helpers/http-customer';
import { openApiOperations } from '../helpers/route-list';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Answers holding a customer's data are never kept by a browser or a shared cache
 * (Cache-Control: no-store), and the OpenAPI page is not served in production unless asked for.
 */
let t: TestApp;
let c: HttpCustomer;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  c = await buildHttpCustomer(t, { marker: 'Apolline', complete: false });
}, 120_000);
afterAll(async () => t?.close());

const noStore = (header: unknown) => typeof header === 'string' && /(^|,\s*)no-store(\s*,|$)/.test(header);

describe('Cache-Control on personal answers', () => {
  it('is no-store on every signed-in GET answer, JSON or file', async () => {
    const ids: Record<string, string> = {
      companyId: c.companyId,
      representativeId: c.representativeId,
      mandateId: c.mandateId,
      id: c.documents.company,
      type: 'kbis',
    };
    const gets = openApiOperations(t.app).filter(
      (operation) => operation.method === 'GET' && !operation.path.startsWith('/docs'),
    );
    expect(gets.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const operation of gets) {
      const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => ids[name] ?? 'x');
      const response = await t.app.inject({
        method: 'GET',
        url: `${path}?companyId=${c.companyId}&version=3&query=cabinet`,
        headers: c.user.headers,
      });
      if (!noStore(response.headers['cache-control']))
        failures.push(`${operation.path}: ${response.statusCode} ${response.headers['cache-control']}`);
    }
    expect(failures).toEqual([]);
  });

  it('is no-store on the answers that carry a token or personal data, and on refusals', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/user', headers: c.user.headers }),
      await t.app.inject({
        method: 'PUT',
        url: `/companies/${c.companyId}`,
        headers: c.user.headers,
        payload: {},
      }),
      await t.app.inject({ method: 'GET', url: '/user' }),
      await t.app.inject({
        method: 'POST',
        url: '/user/signup-reminder',
        payload: {
          first_name: 'Noah',
          last_name: 'Perrin',
          email: 'noah@example.test',
          phone: '+33 7 00 00 00 01',
          company_name: 'Cabinet Perrin',
          company_size: '1-10',
        },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 422, 401, 201]);
    for (const answer of answers) expect(noStore(answer.headers['cache-control']), answer.body).toBe(true);
  });
});

/** What production asks for besides NODE_ENV (keys that are files elsewhere). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DOCUMENT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  AUDIT_KEY: Buffer.alloc(32, 8).toString('base64'),
  SCA_SECRET: 's'.repeat(40),
  APP_CHECK_SECRET: 'a'.repeat(40),
} as const;

describe('the OpenAPI page', () => {
  it('is served outside production', async () => {
    for (const url of ['/docs', '/docs/customer/openapi.json', '/docs/backoffice/openapi.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('is not served in production unless API_DOCS is set', async () => {
    const production = await createTestApp({ env: PRODUCTION });
    try {
      for (const url of [
        '/docs',
        '/docs/json',
        '/docs/static/index.html',
        '/docs/customer',
        '/docs/customer/openapi.json',
        '/docs/backoffice/json',
        '/docs/partner/static/index.html',
        '/docs/bank-feed/openapi.json',
      ]) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
    const documented = await createTestApp({ env: { ...PRODUCTION, API_DOCS: 'true' } });
    try {
      for (const url of ['/docs', '/docs/partner/openapi.json', '/docs/bank-feed/openapi.json']) {
        expect((await documented.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    } finally {
      await documented.close();
    }
  });
});
