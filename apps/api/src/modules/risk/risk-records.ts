import type { RiskFactor, RiskRating, RiskTier, RiskTrigger } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RiskRatingsTable } from '../../db/tables/compliance';
import { newId } from '../../ids';

/** Who caused a rating: the customer (their change), an operator (their request), the bank's systems. */
export interface RiskActor {
  type: RiskRatingsTable['actor_type'];
  id: string | null;
}

/** A rating as kept, its factors decoded. */
export type RiskRatingRecord = Omit<RiskRatingsTable, 'factors'> & { factors: RiskFactor[] };

const decode = (row: RiskRatingsTable): RiskRatingRecord => ({
  ...row,
  factors: JSON.parse(row.factors) as RiskFactor[],
});

/** Whether two ratings say the same: tier, score, edition and the very same factors. */
export const sameOutcome = (kept: RiskRatingRecord, rating: RiskRating) =>
  kept.tier === rating.tier &&
  kept.score === rating.score &&
  kept.edition === rating.edition &&
  JSON.stringify(kept.factors) === JSON.stringify(rating.factors);

/** The risk ratings' SQL: only this module writes them; the case list reads `case_risk`. */
export function riskRecords(conn: Kysely<Database>) {
  return {
    /** Every rating of the case, newest first. */
    async history(caseId: string): Promise<RiskRatingRecord[]> {
      const rows = await conn
        .selectFrom('risk_ratings')
        .selectAll()
        .where('company_id', '=', caseId)
        .orderBy('rated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(decode);
    },

    async latest(caseId: string): Promise<RiskRatingRecord | null> {
      const current = await conn
        .selectFrom('case_risk as r')
        .innerJoin('risk_ratings as k', 'k.id', 'r.rating_id')
        .selectAll('k')
        .where('r.company_id', '=', caseId)
        .executeTakeFirst();
      return current ? decode(current) : null;
    },

    /** The tier of the case's latest rating (null: never rated). */
    async currentTier(caseId: string): Promise<RiskTier | null> {
      const row = await conn
        .selectFrom('case_risk')
        .select('tier')
        .where('company_id', '=', caseId)
        .executeTakeFirst();
      return row?.tier ?? null;
    },

    /** Keeps a rating and makes it the case's latest. */
    async insert(
      caseId: string,
      rating: RiskRating,
      made: { at: string; trigger: RiskTrigger; actor: RiskActor },
    ): Promise<RiskRatingRecord> {
      const row: RiskRatingsTable = {
        id: newId(),
        company_id: caseId,
        tier: rating.tier,
        score: rating.score,
        edition: rating.edition,
        factors: JSON.stringify(rating.factors),
        rated_at: made.at,
        next_review_on: rating.nextReviewOn,
        trigger: made.trigger,
        actor_type: made.actor.type,
        actor_id: made.actor.id,
      };
      await conn.insertInto('risk_ratings').values(row).execute();
      const latest = { rating_id: row.id, tier: row.tier, next_review_on: row.next_review_on };
      await conn
        .insertInto('case_risk')
        .values({ company_id: caseId, ...latest })
        .onConflict((conflict) => conflict.column('company_id').doUpdateSet(latest))
        .execute();
      return decode(row);
    },
  };
}
