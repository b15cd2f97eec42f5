import { api } from '../../lib/api-client';

/** What POST /companies/{id}/complete answers (spec §3 Account). */
export interface AccountView {
  uuid: string;
  rib: { pdf_url: string };
  iban?: string;
  bic?: string;
}

/** Strong authentication is asked first (399, handled by the API client); 422 lists what is missing. */
export const completeCompany = (companyId: string) =>
  api.post<AccountView>(`/companies/${encodeURIComponent(companyId)}/complete`);
