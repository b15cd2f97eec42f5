import type { TermsAcceptance } from '@app/domain';
import { api } from '../../lib/api-client';

/** What POST /companies/{id}/complete answers (spec §3 Account). */
export interface AccountView {
  uuid: string;
  rib: { pdf_url: string };
  iban?: string;
  bic?: string;
}

/** The terms screen's three boxes, as the API records them with the account. */
export type TermsBoxes = Pick<TermsAcceptance, 'terms' | 'deposit_guarantee' | 'consent'>;

/**
 * The only caller of POST /companies/{id}/complete: the body carries the ticked boxes (the API
 * refuses the call without them). Strong authentication is asked first (399, handled by the API
 * client, which retries with the same body); 422 lists what is missing.
 */
export const completeCompany = (companyId: string, accepted: TermsBoxes) =>
  api.post<AccountView>(`/companies/${encodeURIComponent(companyId)}/complete`, {
    terms: accepted.terms,
    deposit_guarantee: accepted.deposit_guarantee,
    consent: accepted.consent,
  });
