import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkProductionStart, loadConfig } from '../../src/config';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

const secret = () => randomBytes(32).toString('base64');

/** What an operator sets for a real bank deployment. */
const safeProduction = {
  NODE_ENV: 'production',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.bank.example:587',
  SMS_TRANSPORT: 'ovh',
  SMS_OVH_SERVICE_NAME: 'sms-bank00000-1',
  SMS_OVH_APPLICATION_KEY: 'application-key',
  SMS_OVH_APPLICATION_SECRET: secret(),
  SMS_OVH_CONSUMER_KEY: secret(),
  SMS_SENDER: 'ProSante',
  APP_CHECK_MODE: 'enforce',
  APP_CHECK_SECRET: secret(),
  SCA_SECRET: secret(),
  DOCUMENT_ENCRYPTION_KEY: secret(),
  AUDIT_KEY: secret(),
  BANK_CODE: '30004',
  BANK_BRANCH_CODE: '00123',
  BANK_BIC: 'BNPAFRPPXXX',
  BANK_FEED_TOKEN: secret(),
  // The API served over HTTPS: the operators' cookie is Secure.
  PUBLIC_API_URL: 'https://api.bank.example',
  // The legal notice's identities (the demo bank's are refused).
  BANK_NAME: 'Banque Réelle',
  BANK_REGISTERED_OFFICE: '10 avenue de la Banque, 75008 Paris',
  BANK_RCS_NUMBER: '111 222 333',
  BANK_CAPITAL: '100000000',
  BRAND_REGISTERED_OFFICE: '5 rue du Courtier, 69002 Lyon',
};

describe('a production start refuses unsafe settings', () => {
  it('names every unsafe setting of the embedded defaults in one message', () => {
    let message = '';
    try {
      checkProductionStart({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'MAIL_TRANSPORT',
      'SMS_TRANSPORT',
      'APP_CHECK_MODE',
      'APP_CHECK_SECRET',
      'SCA_SECRET',
      'DOCUMENT_ENCRYPTION_KEY',
      'AUDIT_KEY',
      'BANK_CODE',
      'BANK_BRANCH_CODE',
      'BANK_BIC',
    ]) {
      expect(message).toContain(`${name}:`);
    }
  });

  it('refuses the placeholder bank codes even when written out', () => {
    expect(() =>
      checkProductionStart({
        ...safeProduction,
        BANK_CODE: '17515',
        BANK_BRANCH_CODE: '90000',
        BANK_BIC: 'BPSAFRPPXXX',
      }),
    ).toThrow(/BANK_CODE:[\s\S]*BANK_BRANCH_CODE:[\s\S]*BANK_BIC:/);
  });

  it('names only what is wrong', () => {
    let message = '';
    try {
      checkProductionStart({ ...safeProduction, APP_CHECK_MODE: 'report' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(1)).toEqual(['APP_CHECK_MODE: must be enforce']);
  });

  it('refuses SMS kept in the outbox, and a provider without its keys and sender or over plain http', () => {
    expect(() => checkProductionStart({ ...safeProduction, SMS_TRANSPORT: 'outbox' })).toThrow(
      'SMS_TRANSPORT: outbox keeps text messages unsent; use ovh',
    );
    let message = '';
    try {
      checkProductionStart({
        ...safeProduction,
        SMS_OVH_APPLICATION_SECRET: undefined,
        SMS_OVH_CONSUMER_KEY: undefined,
        SMS_SENDER: undefined,
        SMS_API_URL: 'http://eu.api.ovh.com/1.0',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(1)).toEqual([
      'SMS_OVH_APPLICATION_SECRET: missing (needed by SMS_TRANSPORT=ovh)',
      'SMS_OVH_CONSUMER_KEY: missing (needed by SMS_TRANSPORT=ovh)',
      'SMS_SENDER: missing (needed by SMS_TRANSPORT=ovh)',
      'SMS_API_URL: must be https (codes and the signed keys travel on it)',
    ]);
    // Outside production the same gap is refused too, naming what is missing.
    expect(() => loadConfig({ NODE_ENV: 'development', SMS_TRANSPORT: 'ovh' })).toThrow(
      /SMS_OVH_SERVICE_NAME: required when SMS_TRANSPORT is ovh[\s\S]*SMS_SENDER:/,
    );
  });

  it('refuses an operator session cookie without Secure, whether switched off or left to a plain-http API', () => {
    const problems = (env: Record<string, string>) => {
      try {
        checkProductionStart({ ...safeProduction, ...env });
        return [];
      } catch (error) {
        return (error as Error).message.split('\n').slice(1);
      }
    };
    const refusal =
      "OPERATOR_COOKIE_SECURE: must be on (the operators' session cookie travels over HTTPS only)";
    expect(problems({ OPERATOR_COOKIE_SECURE: 'false' })).toEqual([refusal]);
    expect(problems({ OPERATOR_COOKIE_SECURE: 'off' })).toEqual([refusal]);
    // Not set: Secure unless the API is on plain-http localhost, which production refuses the same.
    expect(problems({ PUBLIC_API_URL: 'http://localhost:8081' })).toEqual([refusal]);
    expect(problems({ OPERATOR_COOKIE_SECURE: 'true' })).toEqual([]);
    expect(problems({})).toEqual([]);
    // Outside production a workstation keeps its plain-http cookie.
    expect(
      loadConfig({ NODE_ENV: 'development', OPERATOR_COOKIE_SECURE: 'false' }).backoffice.secureCookie,
    ).toBe(false);
  });

  it('keeps the embedded defaults outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).mail.transport).toBe('outbox');
  });

  describe('the insurer’s status reports and the calls to partners’ endpoints', () => {
    const insurer = {
      STATUS_REPORT_URL: 'https://webhooks.insurer.example/bank/status',
      STATUS_REPORT_SECRETS: secret(),
      STATUS_REPORT_PARTNER: 'ptn_0123456789abcdefghij',
    };
    const problems = (env: Record<string, string | undefined>) => {
      try {
        checkProductionStart({ ...safeProduction, ...env });
        return [];
      } catch (error) {
        return (error as Error).message.split('\n').slice(1);
      }
    };

    it('starts with an https endpoint, its signing keys and the bank’s own network allowed', () => {
      expect(problems({ ...insurer, OUTBOUND_ALLOWED_NETWORKS: '10.20.0.0/16,fd12:3456::/48' })).toEqual([]);
      // No endpoint at all: the reports wait on the partner's feed.
      expect(problems({})).toEqual([]);
    });

    it('refuses a status-report URL over plain http', () => {
      expect(
        problems({ ...insurer, STATUS_REPORT_URL: 'http://webhooks.insurer.example/bank/status' }),
      ).toEqual([
        'STATUS_REPORT_URL: must be https (the reports carry the members’ identity and their signature)',
      ]);
    });

    it('refuses a status-report URL without a signing secret, or with a short one', () => {
      expect(problems({ ...insurer, STATUS_REPORT_SECRETS: undefined })).toEqual([
        'STATUS_REPORT_SECRETS: required with STATUS_REPORT_URL (nothing is sent unsigned)',
      ]);
      expect(problems({ ...insurer, STATUS_REPORT_SECRETS: `${secret()},short` })).toEqual([
        'STATUS_REPORT_SECRETS: each key at least 32 characters',
      ]);
    });

    it('refuses a status-report URL that belongs to no partner', () => {
      expect(problems({ ...insurer, STATUS_REPORT_PARTNER: undefined })).toEqual([
        'STATUS_REPORT_PARTNER: required with STATUS_REPORT_URL (the client id of the brand’s insurer, the endpoint’s partner)',
      ]);
    });

    it('refuses an allow-list that opens loopback, link-local (the cloud’s metadata) or everything', () => {
      expect(
        problems({ ...insurer, OUTBOUND_ALLOWED_NETWORKS: '10.20.0.0/16,127.0.0.1,169.254.169.254/32,::/0' }),
      ).toEqual([
        'OUTBOUND_ALLOWED_NETWORKS: 127.0.0.1, 169.254.169.254/32, ::/0 open loopback, link-local or unspecified addresses; list the bank’s own ranges only',
      ]);
    });

    it('allows loopback outside production only, by default, and refuses what is not a range', () => {
      expect(loadConfig({ NODE_ENV: 'development' }).outbound).toEqual({
        allowedNetworks: ['127.0.0.0/8', '::1/128'],
        httpsOnly: false,
      });
      expect(loadConfig({ NODE_ENV: 'production' }).outbound).toEqual({
        allowedNetworks: [],
        httpsOnly: true,
      });
      expect(() => loadConfig({ NODE_ENV: 'development', OUTBOUND_ALLOWED_NETWORKS: '10.0.0.0/33' })).toThrow(
        'OUTBOUND_ALLOWED_NETWORKS.0: an address or a CIDR range',
      );
      expect(() =>
        loadConfig({ NODE_ENV: 'development', STATUS_REPORT_URL: 'ftp://insurer.example/' }),
      ).toThrow('STATUS_REPORT_URL: an http or https URL');
    });
  });

  it('the server exits non-zero with the list, without a stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' },
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Unsafe production configuration');
    expect(run.stderr).toContain('BANK_CODE:');
    expect(run.stderr).not.toContain('    at ');
  }, 120_000);
});
