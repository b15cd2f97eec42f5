import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../../src/plugins/security-headers';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The security headers are written from a set computed once at start-up: every answer must carry
// exactly what Fastify's helmet plugin, with the same options, writes on each answer.

let t: TestApp;
let reference: [string, string][];

/** An answer's headers: name and value pairs, in the order they were set. */
const pairs = (headers: Record<string, unknown>): [string, string][] =>
  Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  const plain = Fastify();
  // The same options; the two packages' type declarations differ only in form.
  await plain.register(fastifyHelmet, API_SECURITY_HEADERS as Parameters<typeof fastifyHelmet>[1]);
  plain.get('/', async () => ({ ok: true }));
  const answer = await plain.inject({ method: 'GET', url: '/' });
  const framework = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  reference = pairs(answer.headers).filter(([name]) => !framework.has(name));
  await plain.close();
});
afterAll(async () => t.close());

describe("every answer's security headers", () => {
  it('are the ones helmet writes, at least the policy, the frame and the transport headers', () => {
    const names = reference.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-frame-options',
        'strict-transport-security',
        'x-content-type-options',
        'cross-origin-resource-policy',
      ]),
    );
  });

  it.each([
    ['a probe', 'GET', '/health/live'],
    ['a code table', 'GET', '/legal-forms'],
    ['a refused call', 'GET', '/representatives'],
    ['a back-office call without a session', 'GET', '/backoffice/cases'],
    ['an unknown address', 'GET', '/nowhere'],
    ['a body the API cannot read', 'POST', '/contact'],
  ])('on %s: the same names, values and order as helmet, and no x-powered-by', async (_what, method, url) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: '{' } : {}),
    });
    const names = new Set(reference.map(([name]) => name));
    const sent = pairs(response.headers).filter(([name]) => names.has(name));
    expect(sent).toEqual(reference);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
