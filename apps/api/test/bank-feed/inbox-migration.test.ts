import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { systemClock } from '../../src/clock';
import { DEVELOPMENT_BANK_FEED_TOKEN, loadConfig } from '../../src/config';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createDeps } from '../../src/deps';
import type { App } from '../../src/types';
import { createTestDb } from '../helpers/test-db';

const BEFORE = '2026-11-28-300-sca-code-message';
const NOW = '2026-11-20T10:00:00.000Z';

// biome-ignore lint/suspicious/noExplicitAny: rows written with the schema as it stood before the migration.
type AnyDb = any;

/** The blocked account of a deposit opened before the inbox. */
const DEPOSIT_IBAN = 'FR7630006000011234567890189';

/** A capital contribution the feed posted before the inbox, counted into that deposit. */
const contribution = {
  transfer_id: 'OLD-CAP-1',
  payer_name: 'Jean Dupont',
  payer_iban: 'DE89370400440532013000',
  amount: '4000.00',
  reference: 'CAP-AAAA-BBBB',
  value_date: '2026-11-19',
};

describe('migration: the bank feed inbox', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  let db: AnyDb;
  let app: App;

  beforeAll(async () => {
    handle = await createTestDb({ migrate: false });
    db = handle.db;
    await migrateTo(db, BEFORE);
    await db
      .insertInto('users')
      .values({
        id: 'u-1',
        email: 'u-1@example.test',
        password_hash: 'x',
        gender: 1,
        first_name: 'Aurore',
        last_name: 'Lemaire',
        phone: '+33 6 01 02 03 04',
        nationality: 'FR',
        registration_type: 'existing_company',
        language: 'fr',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto('companies')
      .values({
        id: 'c-1',
        user_id: 'u-1',
        registration_type: 'existing_company',
        name: 'Cabinet Lemaire',
        legal_form: 'SELARL',
        address: JSON.stringify({ street: '1 rue A', zip: '75001', city: 'Paris', country: 'FR' }),
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto('accounts')
      .values({
        id: 'a-1',
        uuid: 'a-1-uuid',
        company_id: 'c-1',
        user_id: 'u-1',
        bank_code: '30006',
        branch_code: '00001',
        account_number: '12345678901',
        rib_key: '89',
        iban: DEPOSIT_IBAN,
        bic: 'AGRIFRPP',
        bank_name: 'Banque',
        holder_name: 'Cabinet Lemaire',
        holder_address: '{}',
        created_at: NOW,
      })
      .execute();
    await db
      .insertInto('first_transfers')
      .values({
        id: 'ft-1',
        company_id: 'c-1',
        account_id: 'a-1',
        source: 'bank_feed',
        transfer_id: 'OLD-FT-1',
        body_hash: 'kept-fingerprint',
        payer_name: 'SELARL CABINET LEMAIRE',
        payer_iban: 'FR7630006000011234567890189',
        amount_cents: 5000,
        value_date: '2026-11-19',
        outcome: 'accepted',
        hold_reason: null,
        received_at: NOW,
      })
      .execute();
    await db
      .insertInto('capital_deposits')
      .values({
        id: 'd-1',
        company_id: 'c-1',
        account_id: 'a-1',
        capital_cents: 1_000_000,
        number_of_shares: 1000,
        created_at: NOW,
      })
      .execute();
    await db
      .insertInto('deposit_transfers')
      .values({
        id: 'dt-1',
        transfer_id: contribution.transfer_id,
        deposit_id: 'd-1',
        body_hash: 'fingerprint-without-the-account',
        payer_name: contribution.payer_name,
        payer_iban: contribution.payer_iban,
        amount_cents: 400_000,
        reference: contribution.reference,
        value_date: contribution.value_date,
        outcome: 'held',
        hold_reason: 'payer_name_mismatch',
        received_at: NOW,
      })
      .execute();
    await migrateToLatest(db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: handle.dataDir, DATABASE_URL: handle.url });
    app = await buildApp(await createDeps(config, handle, systemClock));
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await handle?.destroy();
  });

  it('enters every transfer already received in the inbox, with its kind and record', async () => {
    const rows = await db.selectFrom('bank_feed_transfers').selectAll().orderBy('transfer_id').execute();
    expect(rows.map((row: Record<string, unknown>) => [row.transfer_id, row.kind, row.record_id])).toEqual([
      ['OLD-CAP-1', 'capital_contribution', 'dt-1'],
      ['OLD-FT-1', 'first_transfer', 'ft-1'],
    ]);
    expect(rows[1].body_hash).toBe('kept-fingerprint');
  });

  it("counts what was accepted: a first transfer's outcome is the shared code", async () => {
    const row = await db
      .selectFrom('first_transfers')
      .select('outcome')
      .where('id', '=', 'ft-1')
      .executeTakeFirst();
    expect(row.outcome).toBe('counted');
  });

  it('still recognises a replay of a contribution received before, credited to its deposit account', async () => {
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/bank-feed/transfers',
        headers: { authorization: `Bearer ${DEVELOPMENT_BANK_FEED_TOKEN}` },
        payload,
      });
    const replay = await post({ ...contribution, account_iban: DEPOSIT_IBAN });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({
      transfer_id: 'OLD-CAP-1',
      outcome: 'held',
      hold_reason: 'payer_name_mismatch',
      shareholder_id: null,
      replayed: true,
    });
    // The same id credited elsewhere is another transfer: refused, nothing recorded twice.
    expect((await post({ ...contribution, account_iban: 'DE89370400440532013000' })).statusCode).toBe(409);
  });
});
