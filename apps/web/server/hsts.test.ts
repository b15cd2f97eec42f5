import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hstsFromEnv } from './hsts';
import { startWebServer } from './web-server';

const TWO_YEARS = 63_072_000;

describe('Strict-Transport-Security, as the deployment says', () => {
  it('is on by default in production: two years, subdomains included', () => {
    expect(hstsFromEnv({ NODE_ENV: 'production' })).toEqual({
      maxAgeSeconds: TWO_YEARS,
      includeSubDomains: true,
    });
  });

  it('is off by default elsewhere (plain HTTP on a workstation)', () => {
    expect(hstsFromEnv({})).toBeNull();
    expect(hstsFromEnv({ NODE_ENV: 'development' })).toBeNull();
  });

  it('is on for an HTTPS deployment that does not say NODE_ENV=production (a staging site)', () => {
    expect(hstsFromEnv({ WEB_HSTS: 'on' })).toEqual({ maxAgeSeconds: TWO_YEARS, includeSubDomains: true });
    expect(hstsFromEnv({ NODE_ENV: 'test', WEB_HSTS: 'true' })).not.toBeNull();
  });

  it('is off when asked, in production too (a proxy in front sends its own)', () => {
    expect(hstsFromEnv({ NODE_ENV: 'production', WEB_HSTS: 'off' })).toBeNull();
  });

  it('takes its max-age and whether subdomains are included', () => {
    expect(
      hstsFromEnv({ WEB_HSTS: 'on', WEB_HSTS_MAX_AGE: '31536000', WEB_HSTS_INCLUDE_SUBDOMAINS: 'off' }),
    ).toEqual({ maxAgeSeconds: 31_536_000, includeSubDomains: false });
  });

  it.each([
    [{ WEB_HSTS: 'maybe' }, 'WEB_HSTS'],
    [{ WEB_HSTS: 'on', WEB_HSTS_MAX_AGE: 'a year' }, 'WEB_HSTS_MAX_AGE'],
    [{ WEB_HSTS: 'on', WEB_HSTS_MAX_AGE: '-1' }, 'WEB_HSTS_MAX_AGE'],
    [{ WEB_HSTS: 'on', WEB_HSTS_MAX_AGE: '1e9' }, 'WEB_HSTS_MAX_AGE'],
    [{ WEB_HSTS: 'on', WEB_HSTS_INCLUDE_SUBDOMAINS: 'sometimes' }, 'WEB_HSTS_INCLUDE_SUBDOMAINS'],
  ])('refuses a setting it cannot read, naming it: %o', (env, name) => {
    expect(() => hstsFromEnv(env)).toThrow(new RegExp(`^${name}: `));
  });
});

describe('the web server', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'web-hsts-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const hstsHeaderOf = async (env: Record<string, string>) => {
    const server = await startWebServer({
      root,
      apiUrl: 'https://api.bank.example',
      hsts: hstsFromEnv(env),
      port: 0,
      host: '127.0.0.1',
      readApiConfig: false,
    });
    try {
      return await new Promise<string | undefined>((resolve, reject) => {
        get(`${server.url}/`, (response) => {
          response.resume();
          resolve(response.headers['strict-transport-security'] as string | undefined);
        }).on('error', reject);
      });
    } finally {
      await server.close();
    }
  };

  it('sends the header the settings give, on an HTTPS deployment without NODE_ENV=production', async () => {
    expect(await hstsHeaderOf({ WEB_HSTS: 'on' })).toBe(`max-age=${TWO_YEARS}; includeSubDomains`);
    expect(
      await hstsHeaderOf({
        WEB_HSTS: 'on',
        WEB_HSTS_MAX_AGE: '31536000',
        WEB_HSTS_INCLUDE_SUBDOMAINS: 'off',
      }),
    ).toBe('max-age=31536000');
    expect(await hstsHeaderOf({ NODE_ENV: 'production', WEB_HSTS: 'off' })).toBeUndefined();
  });
});
