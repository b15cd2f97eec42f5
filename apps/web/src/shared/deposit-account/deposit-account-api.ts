import { callApi } from '../../lib/api-client';

/** GET /companies/{companyId}/capital-deposit: the blocked account, each holder's progress, the certificate. */
export const fetchCapitalDeposit = (companyId: string) =>
  callApi('GET /companies/{companyId}/capital-deposit', { params: { companyId } });

/** One cache entry per company's deposit: the success page and the tracking page read the same one. */
export const depositQueryKey = (companyId: string) => ['capital-deposit', companyId] as const;
