import { routeUrl } from '@app/domain';
import { callApi } from '../../lib/api-client';

/** GET /companies/{companyId}/application: status, history and the documents asked again. */
export const fetchApplication = (companyId: string) =>
  callApi('GET /companies/{companyId}/application', { params: { companyId } });

/** Where the file asked again by one request is sent. */
export const requestUploadPath = (companyId: string, requestId: string) =>
  routeUrl('POST /companies/{companyId}/application/requests/{requestId}/documents', {
    companyId,
    requestId,
  });

/** GET /companies/{companyId}/application/asked-documents: what the bank asks of the customer (enhanced due diligence). */
export const fetchAskedDocuments = (companyId: string) =>
  callApi('GET /companies/{companyId}/application/asked-documents', { params: { companyId } });

/** Where a document the bank asks for is sent. */
export const askedUploadPath = (companyId: string, requestId: string) =>
  routeUrl('POST /companies/{companyId}/application/asked-documents/{requestId}/documents', {
    companyId,
    requestId,
  });

/** POST /companies/{companyId}/withdraw: closes the opening as withdrawn (strong authentication first). */
export const withdrawOpening = (companyId: string) =>
  callApi('POST /companies/{companyId}/withdraw', { params: { companyId } });
