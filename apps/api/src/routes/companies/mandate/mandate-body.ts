import { companyMandateSchema } from '@app/domain';
import { contextCheckedBody } from '../../context-checked-body';

/** A company as shareholder or mandatary: the same kind of context-dependent rules as a person. */
export const MandateBodySchema = contextCheckedBody(
  "A company as shareholder or mandatary. The rules are those of the user's journey and of the shares still free.",
  [
    companyMandateSchema({ journey: 'signup', remainingShares: Number.MAX_SAFE_INTEGER, ownShares: 0 }),
    companyMandateSchema({ journey: 'enrollment', remainingShares: Number.MAX_SAFE_INTEGER, ownShares: 0 }),
  ],
);
