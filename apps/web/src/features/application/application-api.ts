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
