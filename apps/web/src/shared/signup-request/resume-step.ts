import type { UserReply } from '@app/domain';
import type { Journey } from '../../lib/progress';
import { paths } from '../journey/paths';

/**
 * Where a resumed opening continues: the account step until both account proofs are in, then
 * the company step (the journey's guards send a later screen back there when its needs are missing).
 */
export function resumeStepPath(
  journey: Journey,
  user: Pick<UserReply, 'identity_card_url' | 'address_proof_url'> | null,
): string {
  if (user?.identity_card_url && user.address_proof_url) return paths.company(journey);
  return paths.user(journey);
}
