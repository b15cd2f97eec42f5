import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { frenchIban } from '@app/domain';
import Database from 'better-sqlite3';
import { type RunningApi, sleep, startApi } from '../api';
import { call, newCustomer, SIGNUP_COMPANY } from '../customer';
import { tempDir } from '../files';
import { lost, type Scenario, survived } from '../scenario';
import { integrityCheck, readSqlite } from '../sqlite';

const TRANSFERS = 60;
const AT_ONCE = 6;
export const FEED_TOKEN = 'fault-drill-bank-feed-token-of-32-characters';
const SHAREHOLDER = { first: 'Camille', last: 'Martin' };
/** A SEPA payer's IBAN (a valid French one). */
const PAYER_IBAN = 'FR7630006000011234567890189';

export interface Deposit {
  accountIban: string;
  reference: string;
}

/**
 * A company in formation whose capital deposit runs, made through the API (sign-up, company) and
 * completed in the database as completion would leave it: its blocked account, the deposit, one
 * shareholder with a reference and a due high enough that the drill's transfers never complete it.
 */
export async function openedDeposit(api: string, file: string): Promise<Deposit> {
  const customer = await newCustomer(api, 'feed');
  const company = await call(`${api}/companies`, {
    method: 'POST',
    token: customer.token,
    body: SIGNUP_COMPANY,
  });
  if (company.status !== 201)
    throw new Error(`company answered ${company.status}: ${JSON.stringify(company.body)}`);
  const companyId = String(company.body.id);
  const accountNumber = String(Math.floor(Math.random() * 1e11)).padStart(11, '0');
  const accountIban = frenchIban('30004', '00001', accountNumber);
  const reference = `CAP-${randomUUID().slice(0, 4).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`;
  const at = new Date().toISOString();
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    db.transaction(() => {
      const accountId = randomUUID();
      const depositId = randomUUID();
      db.prepare(
        `INSERT INTO accounts (id, uuid, kind, company_id, user_id, bank_code, branch_code, account_number,
          rib_key, iban, bic, bank_name, holder_name, holder_address, created_at)
         VALUES (?, ?, 'capital_deposit', ?, ?, '30004', '00001', ?, ?, ?, 'BNPAFRPP', 'Banque',
          'Cabinet Martin (en formation)', '{}', ?)`,
      ).run(
        accountId,
        randomUUID(),
        companyId,
        customer.id,
        accountNumber,
        accountIban.slice(-2),
        accountIban,
        at,
      );
      db.prepare(
        `INSERT INTO capital_deposits (id, company_id, account_id, capital_cents, number_of_shares, created_at)
         VALUES (?, ?, ?, 100000000, 1000, ?)`,
      ).run(depositId, companyId, accountId, at);
      db.prepare(
        `INSERT INTO deposit_shareholders (id, deposit_id, representative_id, position, kind, first_name, last_name,
          shares, amount_due_cents, transfer_reference, created_at)
         VALUES (?, ?, ?, 0, 'person', ?, ?, 1000, 100000000, ?, ?)`,
      ).run(randomUUID(), depositId, randomUUID(), SHAREHOLDER.first, SHAREHOLDER.last, reference, at);
      db.prepare(`UPDATE companies SET opening_status = 'capital_deposit' WHERE id = ?`).run(companyId);
    })();
  } finally {
    db.close();
  }
  return { accountIban, reference };
}

export const transfer = (deposit: Deposit, id: string, cents: number) => ({
  transfer_id: id,
  payer_name: `${SHAREHOLDER.first} ${SHAREHOLDER.last}`,
  payer_iban: PAYER_IBAN,
  amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
  reference: deposit.reference,
  value_date: new Date().toISOString().slice(0, 10),
  account_iban: deposit.accountIban,
});

export const post = (api: string, body: object) =>
  fetch(`${api}/bank-feed/transfers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${FEED_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as { outcome?: string } }),
    () => null,
  );

/**
 * kill -9 in the middle of a burst of bank-feed transfers (some of them replays of earlier ones),
 * then start again and let the core system post every transfer again, as it does after a timeout:
 * every transfer answered 201 or 200 is recorded exactly once, none is counted twice, and the
 * deposit's received total is the sum of its distinct counted transfers.
 */
export const bankFeedKilled: Scenario = {
  name: 'kill -9 during a burst of bank-feed transfers (SQLite)',
  async setup() {
    const dataDir = tempDir('bank-feed');
    const env = { DATA_DIR: dataDir, BANK_FEED_TOKEN: FEED_TOKEN };
    const file = join(dataDir, 'app.db');
    let api: RunningApi = await startApi(env);
    const deposit = await openedDeposit(api.url, file);
    return {
      async run(index) {
        const bodies = Array.from({ length: TRANSFERS }, (_, n) =>
          transfer(deposit, `drill-${index}-${n}-${randomUUID()}`, 100 + n),
        );
        const acknowledged = new Set<string>();
        let next = 0;
        let killed = false;
        const lane = async () => {
          while (!killed && next < bodies.length) {
            const body = bodies[next] as ReturnType<typeof transfer>;
            next += 1;
            // Now and then the core system posts an earlier transfer again.
            const replay =
              next > 2 && Math.random() < 0.25 ? bodies[Math.floor(Math.random() * (next - 1))] : null;
            for (const sent of replay ? [body, replay] : [body]) {
              const answer = await post(api.url, sent);
              if (answer && (answer.status === 201 || answer.status === 200))
                acknowledged.add(sent.transfer_id);
            }
          }
        };
        const lanes = Array.from({ length: AT_ONCE }, lane);
        // The kill lands somewhere in the burst, while transfers are in flight.
        const killAt = Math.floor(bodies.length * (0.2 + Math.random() * 0.6));
        while (next < killAt) await sleep(5);
        killed = true;
        await api.crash();
        await Promise.all(lanes);

        api = await startApi(env);
        // The core system sends everything again after the outage: each answer must be the same transfer.
        for (const body of bodies) {
          const answer = await post(api.url, body);
          if (!answer || (answer.status !== 201 && answer.status !== 200)) {
            return lost(`after the restart, ${body.transfer_id} answered ${answer?.status ?? 'nothing'}`);
          }
        }
        const integrity = integrityCheck(file);
        if (integrity !== 'ok') return lost(`integrity_check: ${integrity.slice(0, 120)}`);
        const ids = bodies.map((body) => body.transfer_id);
        const rows = readSqlite(file, (db) => ({
          records: db
            .prepare(
              `SELECT transfer_id, outcome, amount_cents FROM deposit_transfers WHERE transfer_id IN (${ids.map(() => '?').join(',')})`,
            )
            .all(...ids) as { transfer_id: string; outcome: string; amount_cents: number }[],
          inbox: db
            .prepare(
              `SELECT transfer_id FROM bank_feed_transfers WHERE transfer_id IN (${ids.map(() => '?').join(',')})`,
            )
            .all(...ids) as { transfer_id: string }[],
        }));
        const recorded = new Set(rows.records.map((row) => row.transfer_id));
        if (rows.records.length !== recorded.size) return lost('a transfer was recorded twice');
        if (rows.inbox.length !== ids.length)
          return lost(`${ids.length - rows.inbox.length} transfer(s) missing from the inbox`);
        const missing = [...acknowledged].filter((id) => !recorded.has(id));
        if (missing.length > 0) return lost(`${missing.length} acknowledged transfer(s) missing`);
        if (rows.records.some((row) => row.outcome !== 'counted')) return lost('a transfer was not counted');
        const expected = bodies.reduce((sum, body) => sum + Math.round(Number(body.amount) * 100), 0);
        const counted = rows.records.reduce((sum, row) => sum + Number(row.amount_cents), 0);
        if (counted !== expected) return lost(`counted ${counted} cents for ${expected} sent`);
        return survived();
      },
      teardown: () => api.stop(),
    };
  },
};
