import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database engine it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite',
    });
  });

  it('serves the runtime configuration with the settled feature-flag defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.features).toEqual({
      help: false,
      languageChange: false,
      signupRequest: true,
      forcedLogin: false,
      contact: 'form',
    });
    expect(body.upload).toEqual({ maxFileBytes: 25 * 1024 * 1024, maxFiles: 10 });
    expect(body.limitedLiabilityForms).toEqual(['ASS', 'AE', 'EI']);
    // The mobile notice links to the brand's website: the web app itself unless configured.
    expect(body.brand.websiteUrl).toBe('http://localhost:8080');
  });

  it('answers an unknown path with a translated 404, never a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nowhere', headers: { 'x-language': 'de' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Ressource nicht gefunden.' });
  });

  it('allows CORS for the web origin only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/config',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    // The browser may reuse the answer for this address for ten minutes: one round trip less per call.
    expect(allowed.headers['access-control-max-age']).toBe('600');
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/config',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/customer/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/health']).toBeDefined();
  });

  it('documents the fields of the bodies the service checks in context (company, person, mandate)', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/docs/customer/openapi.json' })).json();
    const documentedFields = (path: string, method: string): string[] => {
      const body = paths[path][method].requestBody.content['application/json'].schema;
      return body.anyOf.flatMap((variant: { properties: object }) => Object.keys(variant.properties));
    };
    expect(documentedFields('/companies', 'post')).toEqual(
      expect.arrayContaining(['name', 'legal_form', 'siret']),
    );
    expect(documentedFields('/companies/{companyId}', 'put')).toContain('naf_activity_code');
    expect(documentedFields('/representatives', 'post')).toEqual(
      expect.arrayContaining(['first_name', 'birth_date', 'shareholders_value']),
    );
    expect(documentedFields('/companies/{companyId}/mandate', 'post')).toEqual(
      expect.arrayContaining(['name', 'is_mandatary']),
    );
  });
});
