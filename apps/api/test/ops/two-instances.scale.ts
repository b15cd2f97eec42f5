import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { OpeningStatus } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_COMPANY } from '../../../../scripts/faults/customer';
import { startSmtpReceiver } from '../../../../scripts/faults/smtp-receiver';
import { createAuditJournal } from '../../src/audit';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/create-db';
import { pickRepositories } from '../../src/db/repositories';
import { newId } from '../../src/ids';
import { createOpeningsService } from '../../src/modules/openings/openings.service';
import { recordStatusReport } from '../../src/modules/status-reports/record-status-report';
import { startReceiver } from '../status-reports/report-kit';
import { eventually, sample } from './ops-kit';

const run = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SCRIPT = join(ROOT, 'scripts/two-instances.sh');
const DIR = join(tmpdir(), `two-instances-${process.pid}`);
const SECRET = 'two-instances-report-secret';
const PASSWORD = 'Kinésithérapie-2026';

interface Answer {
  status: number;
  servedBy: string;
  json: Record<string, unknown>;
}

/**
 * One call on a connection of its own, from a chosen loopback address (the client nginx sees):
 * the proxy's round robin hands consecutive calls to the two instances in turn.
 */
function call(
  base: string,
  method: string,
  path: string,
  options: { body?: object; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> = {};
          try {
            json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            json = { text };
          }
          done({ status: res.statusCode ?? 0, servedBy: String(res.headers['x-served-by'] ?? ''), json });
        });
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

const signUpBody = (email: string) => ({
  gender: 2,
  first_name: 'Camille',
  last_name: 'Durand',
  email,
  email_repeat: email,
  phone: '+33 6 12 34 56 78',
  password: PASSWORD,
  password_repeat: PASSWORD,
  registration_type: 'existing_company',
  nationality: 'FR',
});

/**
 * Two API instances on two ports against one PostgreSQL, behind nginx (scripts/two-instances.sh):
 * through the proxy, the rate limits, the sessions, the outbox and the status reports behave as
 * with one instance.
 */
describe('two API instances behind a reverse proxy', () => {
  let proxy: string;
  let instances: Record<string, string>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let insurer: Awaited<ReturnType<typeof startReceiver>>;
  let handle: DbHandle;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    insurer = await startReceiver();
    const { stdout } = await run('bash', [SCRIPT, 'start'], {
      env: {
        ...process.env,
        TWO_INSTANCES_DIR: DIR,
        RATE_LIMIT_ENABLED: 'true',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url(),
        CONTACT_TEAM_EMAIL: 'team@bank.example.test',
        OUTBOX_SWEEP_SECONDS: '1',
        STATUS_REPORT_URL: insurer.url,
        STATUS_REPORT_SECRETS: SECRET,
        STATUS_REPORT_INTERVAL_SECONDS: '0.2',
        LOG_LEVEL: 'warn',
      },
    });
    proxy = stdout.trim().split('\n').at(-1) ?? '';
    instances = Object.fromEntries(
      readFileSync(join(DIR, 'instances.env'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    handle = createDb(instances.DATABASE_URL ?? '', { poolSize: 2 });
  });

  afterAll(async () => {
    await handle?.destroy();
    await run('bash', [SCRIPT, 'stop'], { env: { ...process.env, TWO_INSTANCES_DIR: DIR } });
    await smtp?.stop();
    await insurer?.close();
  });

  it('answers through the proxy from both instances in turn', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const ready = await call(proxy, 'GET', '/health/ready');
      expect(ready.status).toBe(200);
      served.add(ready.servedBy);
    }
    expect(served.size).toBe(2);
  });

  it('counts a rate limit once for both instances, by the real client, whatever X-Forwarded-For it sends', async () => {
    const contact = (from: string, forwardedFor?: string) =>
      call(proxy, 'POST', '/contact', {
        from,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        body: { email: 'dr.weber@example.test', subject: `limit ${from}`, message: 'Une question' },
      });
    const served = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const answer = await contact('127.0.0.3');
      expect(answer.status).toBe(201);
      served.add(answer.servedBy);
    }
    expect(served.size).toBe(2);
    // The sixth call from that client is refused by whichever instance takes it, even when the
    // client claims to be someone else.
    expect((await contact('127.0.0.3')).status).toBe(429);
    expect((await contact('127.0.0.3', '203.0.113.7')).status).toBe(429);
    expect((await contact('127.0.0.3', '203.0.113.8, 198.51.100.2')).status).toBe(429);
    // Another client is counted on its own.
    expect((await contact('127.0.0.4')).status).toBe(201);
  });

  it('takes a session issued by one instance on the other, and honours a logout on one at the other', async () => {
    const a = instances.API_A_URL ?? '';
    const b = instances.API_B_URL ?? '';
    const signedUp = await call(a, 'POST', '/user?accounts=false', {
      from: '127.0.0.5',
      body: signUpBody(`two-instances-${Date.now()}@example.test`),
    });
    expect(signedUp.status).toBe(201);
    const bearer = { authorization: `Bearer ${String(signedUp.json.token)}` };
    expect((await call(b, 'GET', '/user', { headers: bearer })).status).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect((await call(proxy, 'GET', '/user', { headers: bearer })).status).toBe(200);

    expect((await call(b, 'POST', '/user/logout', { headers: bearer })).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/user', { headers: bearer })).status).toBe(401);
    for (let i = 0; i < 2; i += 1)
      expect((await call(proxy, 'GET', '/user', { headers: bearer })).status).toBe(401);
  });

  it('delivers each outbox message once, though both instances sweep the outbox', async () => {
    const subjects = Array.from({ length: 16 }, (_, i) => `once-${i}-${Date.now()}`);
    await Promise.all(
      subjects.map(async (subject, i) => {
        const answer = await call(proxy, 'POST', '/contact', {
          from: `127.0.1.${i + 1}`,
          body: { email: 'dr.weber@example.test', subject, message: 'Une question' },
        });
        expect(answer.status).toBe(201);
      }),
    );
    const received = () =>
      smtp.received.filter((mail) => subjects.some((subject) => mail.data.includes(subject)));
    await eventually(
      async () => received().length,
      (count) => count >= subjects.length,
    );
    // Several sweeps of both instances later, still once each.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const subject of subjects) {
      expect(
        received().filter((mail) => mail.data.includes(subject)),
        subject,
      ).toHaveLength(1);
    }
    const rows = await handle.db
      .selectFrom('outbox_messages')
      .select(['status', 'attempts'])
      .where('recipient', '=', 'team@bank.example.test')
      .where(
        'subject',
        'in',
        subjects.map((subject) => `[Contact] ${subject}`),
      )
      .execute();
    expect(rows).toHaveLength(subjects.length);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('delivers each status report once, in order per opening, though both instances deliver', async () => {
    const openings = createOpeningsService({
      repos: pickRepositories('cases'),
      // Sealed with the instances' key, anchored in their checkpoint file, as a third process would.
      audit: createAuditJournal({
        db: handle.db,
        clock: systemClock,
        config: loadConfig({
          NODE_ENV: 'test',
          DATABASE_URL: instances.DATABASE_URL,
          DATA_DIR: instances.DATA_DIR,
          AUDIT_KEY: instances.AUDIT_KEY,
        }),
      }),
      reportMove: (trx, move) => recordStatusReport(trx, move, undefined),
    });
    const lifecycle: OpeningStatus[] = [
      'submitted',
      'under_review',
      'awaiting_first_transfer',
      'open',
      'closed',
    ];
    const companies: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const customer = await call(proxy, 'POST', '/user?accounts=false', {
        from: `127.0.2.${i + 1}`,
        body: signUpBody(`reports-${i}-${Date.now()}@example.test`),
      });
      expect(customer.status).toBe(201);
      const company = await call(proxy, 'POST', '/companies', {
        headers: { authorization: `Bearer ${String(customer.json.token)}` },
        body: SIGNUP_COMPANY,
      });
      expect(company.status).toBe(201);
      const companyId = String(company.json.id);
      const at = new Date().toISOString();
      await handle.db
        .insertInto('accounts')
        .values({
          id: newId(),
          uuid: newId(),
          company_id: companyId,
          user_id: String(customer.json.uuid),
          bank_code: '30004',
          branch_code: '00001',
          account_number: String(Math.floor(Math.random() * 1e11)).padStart(11, '0'),
          rib_key: '00',
          iban: `FR76${newId().replaceAll('-', '').slice(0, 23)}`,
          bic: 'BNPAFRPP',
          bank_name: 'Banque',
          holder_name: 'Cabinet Martin',
          holder_address: '{}',
          created_at: at,
          terms_accepted_at: at,
          deposit_guarantee_accepted_at: at,
          consent_accepted_at: at,
          accepted_document_versions: null,
          communication_accepted_at: null,
        })
        .execute();
      companies.push(companyId);
    }
    // Every opening moves through its life while both instances' workers deliver.
    await Promise.all(
      companies.map(async (companyId) => {
        for (const to of lifecycle) {
          await handle.db.transaction().execute((trx) =>
            openings.move(trx, {
              companyId,
              to,
              actor: { kind: to === 'submitted' ? 'customer' : 'operator', id: null },
              at: new Date().toISOString(),
            }),
          );
        }
      }),
    );
    const written = await handle.db
      .selectFrom('status_reports')
      .select(['id', 'company_id', 'seq'])
      .where('company_id', 'in', companies)
      .orderBy('company_id')
      .orderBy('seq')
      .execute();
    expect(written).toHaveLength(companies.length * 3);
    const events = () => insurer.events().filter((event) => companies.includes(event.opening_reference));
    await eventually(
      async () => events().length,
      (count) => count >= written.length,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const ids = events().map((event) => event.id);
    expect(ids.sort()).toEqual(written.map((row) => row.id).sort());
    for (const companyId of companies) {
      const arrived = events()
        .filter((event) => event.opening_reference === companyId)
        .map((event) => event.type);
      expect(arrived, companyId).toEqual(['opening.in_opening', 'opening.open', 'opening.closed']);
    }
    const states = await handle.db
      .selectFrom('status_reports')
      .select('state')
      .where('company_id', 'in', companies)
      .execute();
    expect(states.every((row) => row.state === 'delivered')).toBe(true);
  });

  it('shows each instance’s own requests in its metrics', async () => {
    for (const url of [instances.METRICS_A_URL, instances.METRICS_B_URL]) {
      const text = await (await fetch(url ?? '')).text();
      expect(
        sample(text, 'http_requests_total{method="GET",route="/health/ready",status_class="2xx"}'),
      ).toBeGreaterThan(0);
      expect(sample(text, 'outbox_messages{channel="email",status="pending"}')).toBe(0);
    }
  });
});
