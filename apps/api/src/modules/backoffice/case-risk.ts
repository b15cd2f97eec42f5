import type { RiskTier } from '@app/domain';
import { sql } from 'kysely';
import type { CaseQueryBuilder } from './case-status';

/**
 * The case list's filter on the latest risk rating's tier (`case_risk`, index on tier and case).
 * A page (`byAge`) walks the age index and keeps the cases of that tier, as the flags' filter does.
 */
export const hasRiskTier = (eb: CaseQueryBuilder, tier: RiskTier, byAge: boolean) =>
  eb(
    byAge ? sql<string>`(${sql.ref('c.id')} || '')` : eb.ref('c.id'),
    'in',
    eb.selectFrom('case_risk').select('case_risk.company_id').where('case_risk.tier', '=', tier),
  );
