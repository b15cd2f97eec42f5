import { callApi } from '../../lib/api-client';

/** GET /companies/search: errors are silent (spec §8), the screen shows "not found". */
export const searchCompanies = (query: string, page: number, signal?: AbortSignal) =>
  callApi('GET /companies/search', { query: { query, page }, suppressErrorModal: true, signal });
