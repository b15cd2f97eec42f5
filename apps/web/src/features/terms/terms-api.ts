import type { TermsAcceptance } from '@app/domain';
import { callApi } from '../../lib/api-client';

/** The terms screen's three required boxes and the optional communication one, as the API records them. */
export type TermsBoxes = Pick<TermsAcceptance, 'terms' | 'deposit_guarantee' | 'consent' | 'communication'>;

/**
 * The only caller of POST /companies/{id}/complete: the body carries the ticked boxes (the API
 * refuses the call without them). Strong authentication is asked first (399, handled by the API
 * client, which retries with the same body); 422 lists what is missing. Answers the account.
 */
export const completeCompany = (companyId: string, accepted: TermsBoxes) =>
  callApi('POST /companies/{companyId}/complete', {
    params: { companyId },
    body: {
      terms: accepted.terms,
      deposit_guarantee: accepted.deposit_guarantee,
      consent: accepted.consent,
      communication: accepted.communication === true,
    },
  });
