import type { Locale, RiskRatingReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RiskRatingRecord } from './risk-records';
import { factorReply } from './risk-words';

/** The ratings as the back-office reads them: each factor in words, each operator by name. */
export async function ratingReplies(
  conn: Kysely<Database>,
  ratings: readonly RiskRatingRecord[],
  companyName: string,
  locale: Locale,
): Promise<RiskRatingReply[]> {
  const operatorIds = [
    ...new Set(
      ratings.flatMap((rating) =>
        rating.actor_type === 'operator' && rating.actor_id ? [rating.actor_id] : [],
      ),
    ),
  ];
  const operators =
    operatorIds.length === 0
      ? []
      : await conn.selectFrom('operators').select(['id', 'name']).where('id', 'in', operatorIds).execute();
  const names = new Map(operators.map((operator) => [operator.id, operator.name]));
  return ratings.map((rating) => ({
    id: rating.id,
    tier: rating.tier,
    score: rating.score,
    edition: rating.edition,
    rated_at: rating.rated_at,
    next_review_on: rating.next_review_on,
    trigger: rating.trigger,
    actor: {
      type: rating.actor_type,
      name: rating.actor_type === 'operator' && rating.actor_id ? (names.get(rating.actor_id) ?? null) : null,
    },
    factors: rating.factors.map((factor) => factorReply(factor, companyName, locale)),
  }));
}
