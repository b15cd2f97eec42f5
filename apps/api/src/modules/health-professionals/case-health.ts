import type { CaseHealthReply, HealthVerificationReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { companyLinksOf } from './company-links';

/**
 * What the bank's case page shows of the healthcare directories: each declared person's
 * verification (number, result, the directory row's date) and the company's links.
 */
export async function caseHealth(
  db: Kysely<Database>,
  company: { id: string; siret: string | null; siren: string | null },
  /** The FINESS of the practice chosen at the Pro Santé Connect sign-in, if any. */
  practiceFiness: string | null = null,
): Promise<CaseHealthReply> {
  const rows = await db
    .selectFrom('health_verifications as v')
    .innerJoin('representatives as r', 'r.id', 'v.representative_id')
    .select(['v.representative_id', 'v.details', 'r.first_name', 'r.last_name', 'r.position'])
    .where('v.company_id', '=', company.id)
    .orderBy('r.position')
    .execute();
  return {
    people: rows.map((row) => ({
      person_id: row.representative_id,
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      verification: JSON.parse(row.details) as HealthVerificationReply,
    })),
    links: await companyLinksOf(db, company, practiceFiness),
  };
}
