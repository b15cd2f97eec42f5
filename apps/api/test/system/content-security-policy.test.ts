import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The API answers data, never a page to render: should one of its answers be opened as a
// document (a link, a frame), the browser runs nothing of it, loads nothing for it and lets no
// page frame it. The OpenAPI pages under /docs are the only pages, with a policy of their own.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => t.close());

/** A policy's directives by name. */
const directives = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );

describe("the API's content security policy", () => {
  it.each([
    ['a public answer', 'GET', '/health'],
    ['a code table', 'GET', '/legal-forms'],
    ['a refused call', 'GET', '/user'],
    ['a back-office call without a session', 'GET', '/backoffice/cases'],
    ['an unknown address', 'GET', '/nowhere'],
    ['a body the API cannot read', 'POST', '/contact'],
  ])('forbids everything on %s: default-src and frame-ancestors none', async (_what, method, url) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: '{' } : {}),
    });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy['default-src'], `${url}: ${response.headers['content-security-policy']}`).toEqual([
      "'none'",
    ]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('lets the OpenAPI page run its own files only, and be framed by nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']?.[0]).toBe("'self'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // What the page loads is served under the same policy, and answers.
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const asset = await t.app.inject({ method: 'GET', url: `/docs/customer/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
      expect(directives(asset.headers['content-security-policy'])['default-src']).toEqual(["'self'"]);
    }
    const document = await t.app.inject({ method: 'GET', url: '/docs/customer/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toMatch(/^3\./);
  });
});
