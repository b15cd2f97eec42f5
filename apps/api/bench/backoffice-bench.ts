/**
 * npm run bench:backoffice [-- --openings 100000 --requests 200 --pg postgres://...]
 *
 * Seeds that many openings (a user and their company each: a third still in the journey, the
 * rest submitted over the last 60 days with a status by age (recent ones waiting for review,
 * older ones mostly open), their submission and opening events, a few flags; a fifth on the
 * enrollment journey) into a fresh
 * SQLite database, and into a fresh PostgreSQL database when --pg (or BENCH_PG_URL) names a
 * server, then measures GET /backoffice/cases through the real API (operator cookie included):
 * p50 and p95 per kind of query. Target: p95 ≤ 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { OpeningFlagCode, OpeningStatus } from '@app/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { createDb, type DbHandle } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { createDeps } from '../src/deps';
import { createOperator } from '../src/modules/operators/create-operator';
import { currentTotp } from '../src/modules/operators/totp';
import { totpSeedSealOf } from '../src/modules/operators/totp-seed-seal';

const { values } = parseArgs({
  options: {
    openings: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    pg: { type: 'string', default: process.env.BENCH_PG_URL ?? '' },
  },
});
const openings = Number(values.openings);
const requests = Number(values.requests);
const log = (message: string) => process.stderr.write(`${message}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const DAY = 24 * 60 * 60 * 1000;
const WORDS = [
  'Cabinet',
  'SELARL',
  'Pharmacie',
  'Centre',
  'Kiné',
  'Dentaire',
  'Infirmiers',
  'Santé',
  'Médical',
];
const CITIES = ['Lyon', 'Paris', 'Lille', 'Nantes', 'Rennes', 'Nice', 'Brest', 'Metz'];

/**
 * Where an opening submitted `ageDays` ago stands, as at a bank keeping up: the last days' files
 * wait for review, older ones are mostly open, a few refused, closed or waiting for the customer.
 */
function statusOf(index: number, ageDays: number, enrollment: boolean): OpeningStatus {
  const draw = (index * 7717) % 100;
  const waitingForCustomer: OpeningStatus = enrollment
    ? ((['capital_deposit', 'deposit_complete', 'awaiting_registration'] as const)[index % 3] ??
      'capital_deposit')
    : 'awaiting_first_transfer';
  if (ageDays < 3) return draw < 60 ? 'submitted' : 'under_review';
  if (ageDays < 10) {
    if (draw < 30) return 'under_review';
    if (draw < 50) return 'documents_requested';
    if (draw < 80) return waitingForCustomer;
    return 'open';
  }
  if (draw < 85) return 'open';
  if (draw < 89) return 'refused';
  if (draw < 91) return 'closed';
  if (draw < 94) return 'documents_requested';
  if (draw < 97) return waitingForCustomer;
  return 'under_review';
}

/** Flags as the checks raise them: a few politically exposed or US persons, unverified professionals, payers. */
function flagsOfSeed(index: number, status: OpeningStatus): OpeningFlagCode[] {
  const flags: OpeningFlagCode[] = [];
  if (index % 50 === 7) flags.push('pep');
  if (index % 97 === 11) flags.push('us_person');
  if (index % 31 === 5) flags.push('professional_not_verified');
  if (index % 23 === 3 && (status === 'awaiting_first_transfer' || status === 'open'))
    flags.push('payer_mismatch');
  return flags;
}

async function seed(handle: DbHandle, count: number): Promise<void> {
  const now = Date.now();
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const users = [];
    const companies = [];
    const events = [];
    const flags = [];
    for (let index = start; index < Math.min(count, start + batch); index += 1) {
      const created = new Date(now - ((index * 7919) % (90 * DAY))).toISOString();
      const ageMs = (index * 104729) % (60 * DAY);
      const submitted = index % 3 === 0 ? null : new Date(now - ageMs).toISOString();
      const userId = `u-${index}`;
      const companyId = `c-${index}`;
      const enrollment = index % 5 === 0;
      const status = submitted ? statusOf(index, ageMs / DAY, enrollment) : 'journey_in_progress';
      users.push({
        id: userId,
        email: `client${index}@example.test`,
        password_hash: 'x',
        gender: 2,
        first_name: 'Camille',
        last_name: `Client${index}`,
        phone: '+33 6 12 34 56 78',
        nationality: 'FR',
        registration_type: enrollment ? ('new_company' as const) : ('existing_company' as const),
        voucher: null,
        email_sponsor: null,
        language: 'fr',
        completed_at: submitted,
        created_at: created,
        updated_at: created,
      });
      companies.push({
        id: companyId,
        user_id: userId,
        registration_type: enrollment ? ('new_company' as const) : ('existing_company' as const),
        name: `${WORDS[index % WORDS.length]} ${CITIES[index % CITIES.length]} ${index}`,
        legal_form: 'SELARL',
        siren: enrollment ? null : String(100000000 + index),
        siret: enrollment ? null : `${100000000 + index}00015`,
        address: JSON.stringify({
          street: '1 rue de la Paix',
          details: null,
          zip: '69001',
          city: 'Lyon',
          country: 'FR',
        }),
        limited_liability: 1,
        opening_status: status,
        created_at: created,
        updated_at: created,
      });
      if (submitted) {
        events.push({
          id: `e-${index}-s`,
          seq: 1,
          company_id: companyId,
          from_status: 'journey_in_progress' as const,
          to_status: 'submitted' as const,
          actor_kind: 'customer' as const,
          actor_id: userId,
          at: submitted,
          details: '{}',
        });
      }
      if (submitted && (status === 'open' || status === 'closed')) {
        // Opened two to twelve days after submission.
        const openedAt = new Date(Date.parse(submitted) + (2 + (index % 11)) * DAY);
        events.push({
          id: `e-${index}-o`,
          seq: 2,
          company_id: companyId,
          from_status: enrollment ? ('awaiting_registration' as const) : ('awaiting_first_transfer' as const),
          to_status: 'open' as const,
          actor_kind: 'operator' as const,
          actor_id: null,
          at: new Date(Math.min(openedAt.getTime(), now)).toISOString(),
          details: '{}',
        });
      }
      for (const code of flagsOfSeed(index, status)) {
        flags.push({
          id: `f-${index}-${code}`,
          company_id: companyId,
          code,
          subject_id: '',
          details: '{}',
          raised_at: submitted ?? created,
        });
      }
    }
    await handle.db.insertInto('users').values(users).execute();
    await handle.db
      .insertInto('companies')
      .values(companies as never)
      .execute();
    if (events.length) await handle.db.insertInto('opening_events').values(events).execute();
    if (flags.length) await handle.db.insertInto('opening_flags').values(flags).execute();
  }
}

async function measure(engine: string, url: string, cleanup: () => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-backoffice-'));
  const handle = createDb(url);
  try {
    await migrateToLatest(handle.db);
    const seedStart = performance.now();
    await seed(handle, openings);
    if (engine === 'postgres') await sql`ANALYZE`.execute(handle.db);
    log(`${engine}: ${openings} openings seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
    });
    const deps = await createDeps(config, handle, systemClock);
    const app = await buildApp(deps);
    await app.ready();
    const operator = await createOperator(
      {
        db: handle.db,
        clock: systemClock,
        audit: app.services.audit,
        seeds: totpSeedSealOf(config),
        issuer: 'bench',
      },
      { email: 'bench@bank.example', name: 'Bench', role: 'reviewer', password: 'bench-password-123' },
    );
    const signIn = await app.inject({
      method: 'POST',
      url: '/backoffice/session',
      payload: {
        email: operator.email,
        password: 'bench-password-123',
        code: currentTotp(operator.totpSecret, new Date()),
      },
    });
    const cookie = [signIn.headers['set-cookie']].flat()[0]?.split(';')[0] ?? '';
    const scenarios: [string, (i: number) => string][] = [
      ['first page, oldest first', () => ''],
      ['submitted, newest first', () => '?status=submitted&sort=newest'],
      ['under review, page 10', () => '?status=under_review&page=10'],
      ['overdue only', () => '?overdue=true'],
      ['enrollment journey', () => '?journey=enrollment'],
      ['journey in progress, page 40', () => '?status=journey_in_progress&page=40'],
      ['flag: politically exposed person', () => '?flag=pep'],
      ['flag: payer mismatch, oldest first', () => '?flag=payer_mismatch&sort=oldest'],
      ['search by SIREN', (i) => `?q=${100000001 + ((i * 37) % openings)}`],
      ['search by e-mail', (i) => `?q=client${(i * 37) % openings}%40example.test`],
      [
        'search by name (start)',
        (i) => `?q=${encodeURIComponent(`${WORDS[i % WORDS.length]} ${CITIES[(i * 3) % CITIES.length]}`)}`,
      ],
      [
        'search by name, a few letters',
        (i) => `?q=${encodeURIComponent((WORDS[i % WORDS.length] ?? 'Cab').slice(0, 3))}`,
      ],
    ];
    const rows: string[] = [];
    for (const [name, query] of scenarios) {
      for (let i = 0; i < 10; i += 1)
        await app.inject({ method: 'GET', url: `/backoffice/cases${query(i)}`, headers: { cookie } });
      const samples: number[] = [];
      for (let i = 0; i < requests; i += 1) {
        const start = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/backoffice/cases${query(i)}`,
          headers: { cookie },
        });
        samples.push(performance.now() - start);
        if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
      }
      samples.sort((a, b) => a - b);
      rows.push(
        `| ${engine} | ${name} | ${percentile(samples, 50).toFixed(1)} ms | ${percentile(samples, 95).toFixed(1)} ms |`,
      );
    }
    await app.close();
    return rows;
  } finally {
    await handle.destroy();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
const sqliteDir = mkdtempSync(join(tmpdir(), 'bench-backoffice-db-'));
rows.push(
  ...(await measure('sqlite', `file:${join(sqliteDir, 'bench.db')}`, async () =>
    rmSync(sqliteDir, { recursive: true, force: true }),
  )),
);
if (values.pg) {
  const name = `bench_backoffice_${Date.now()}`;
  const admin = new pg.Client({ connectionString: values.pg });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = values.pg.replace(/\/[^/]*$/, `/${name}`);
  rows.push(
    ...(await measure('postgres', url, async () => {
      const drop = new pg.Client({ connectionString: values.pg });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    })),
  );
}
console.info(
  `\nCase list, ${openings} openings, ${requests} requests per query (through the API, operator cookie):\n`,
);
console.info('| database | query | p50 | p95 |');
console.info('|---|---|---|---|');
for (const row of rows) console.info(row);
// The figures are out: a handle the app leaves to its process must not hold the command open.
process.exit(0);
