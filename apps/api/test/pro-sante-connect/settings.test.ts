import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const ISSUER = 'https://auth.esw.esante.gouv.fr/auth/realms/esante-wallet';

describe('Pro Santé Connect settings', () => {
  it('is off without an issuer', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).proSanteConnect).toBeNull();
  });

  it('names the client id and the secret (or key) an issuer needs', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PSC_ISSUER: ISSUER })).toThrow(
      /PSC_CLIENT_ID: required when PSC_ISSUER is set[\s\S]*PSC_CLIENT_SECRET: required/,
    );
  });

  it('refuses a plain-http issuer in production, and allows http only to a loopback stand-in elsewhere', () => {
    const client = { PSC_CLIENT_ID: 'bank', PSC_CLIENT_SECRET: 'secret' };
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PSC_ISSUER: 'http://auth.example.org/auth/realms/esante-wallet',
        ...client,
      }),
    ).toThrow(/PSC_ISSUER: must be https in production/);
    const standin = loadConfig({
      NODE_ENV: 'development',
      PSC_ISSUER: 'http://127.0.0.1:8090/auth/realms/esante-wallet',
      ...client,
    }).proSanteConnect;
    expect(standin?.allowHttp).toBe(true);
    const elsewhere = loadConfig({
      NODE_ENV: 'development',
      PSC_ISSUER: 'http://psc.example.org/x',
      ...client,
    });
    expect(elsewhere.proSanteConnect?.allowHttp).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PSC_ISSUER: ISSUER, ...client }).proSanteConnect).toMatchObject({
      issuer: ISSUER,
      redirectUri: 'http://localhost:8080/pro-sante-connect/retour',
    });
  });
});
