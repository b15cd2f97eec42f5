import type { OpeningStatus } from '@app/domain';
import type { Kysely } from 'kysely';
import { createAuditJournal } from '../../../apps/api/src/audit';
import { systemClock } from '../../../apps/api/src/clock';
import { loadConfig } from '../../../apps/api/src/config';
import { pickRepositories } from '../../../apps/api/src/db/repositories';
import type { Database } from '../../../apps/api/src/db/schema';
import { newId } from '../../../apps/api/src/ids';
import { createOpeningsService } from '../../../apps/api/src/modules/openings/openings.service';
import { recordStatusReport } from '../../../apps/api/src/modules/status-reports/record-status-report';
import { call, newCustomer, SIGNUP_COMPANY } from '../customer';

/**
 * The product's openings service as the hub builds it, beside the drill's API: each move with its
 * journal entry (sealed with the API's own key, read from its data folder) and its status report
 * (the drill's openings begin on the web: they report to the brand's insurer).
 */
export function drillOpenings(db: Kysely<Database>, env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  return createOpeningsService({
    repos: pickRepositories('cases'),
    audit: createAuditJournal({ db, clock: systemClock, config }),
    reportMove: (trx, move) => recordStatusReport(trx, move, undefined),
  });
}
export type DrillOpenings = ReturnType<typeof drillOpenings>;

/** The moves of a signup opening, from submission to closing: three reports (in opening, open, closed). */
export const LIFECYCLE: readonly OpeningStatus[] = [
  'submitted',
  'under_review',
  'awaiting_first_transfer',
  'open',
  'closed',
];

/**
 * A customer's opening made through the API (sign-up, company), with the account the terms screen
 * writes and its information-exchange consent (written here: the terms step needs the whole journey).
 */
export async function consentedOpening(api: string, db: Kysely<Database>, at: string): Promise<string> {
  const customer = await newCustomer(api, 'reports');
  const company = await call(`${api}/companies`, {
    method: 'POST',
    token: customer.token,
    body: SIGNUP_COMPANY,
  });
  if (company.status !== 201)
    throw new Error(`company answered ${company.status}: ${JSON.stringify(company.body)}`);
  const companyId = String(company.body.id);
  await whenUnlocked(() =>
    db
      .insertInto('accounts')
      .values({
        id: newId(),
        uuid: newId(),
        company_id: companyId,
        user_id: customer.id,
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
      .execute(),
  );
  return companyId;
}

/**
 * SQLite refuses a second writer's deferred transaction at once ("database is locked") when the
 * API writes at the same moment; the refused transaction wrote nothing, so the drill tries again.
 */
async function whenUnlocked<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 50 || !/database is locked/.test(String((error as Error).message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 50));
    }
  }
}

/** One move through the product's own openings service, in its own transaction (the report is written with it). */
export function commitMove(
  db: Kysely<Database>,
  openings: DrillOpenings,
  companyId: string,
  to: OpeningStatus,
  at: string,
) {
  return whenUnlocked(() =>
    db.transaction().execute((trx) =>
      openings.move(trx, {
        companyId,
        to,
        actor: { kind: to === 'submitted' ? 'customer' : 'operator', id: null },
        at,
      }),
    ),
  );
}
