import { routeUrl } from '@app/domain';
import { callApi } from '../../lib/api-client';

/** GET /companies/{id}/documents: every stored document of the company, all slots. */
export const fetchCompanyDocuments = (companyId: string) =>
  callApi('GET /companies/{id}/documents', { params: { id: companyId } });

/** Where a slot of the company's documents is uploaded. */
export const companyDocumentPath = (companyId: string, type: string) =>
  routeUrl('POST /companies/{id}/documents/{type}', { id: companyId, type });
