import { undeclarablePersonMessage } from '@app/domain';
import { AppError } from '../../errors';
import type { OpeningPeople } from './opening-people';

/**
 * Refuses a person or company the list has no place for (spec §4 representative warning: neither
 * legal representative nor shareholder in enrollment, nor beneficial owner in signup), in the
 * warning's words. The account user's own entry is kept: a delegation covers them.
 */
export function refuseUndeclarable(
  people: OpeningPeople,
  entry: {
    isCompany: boolean;
    isUser: boolean;
    is_mandatary: boolean | null;
    is_shareholder: boolean | null;
    is_beneficial_owner?: boolean | null;
    shareholders_value: number;
  },
): void {
  const key = undeclarablePersonMessage({
    journey: people.journey,
    isCompany: entry.isCompany,
    isUser: entry.isUser,
    totalShares: people.totalShares,
    answers: entry,
  });
  if (!key) return;
  throw new AppError('validation_failed', key, { is_mandatary: key });
}
