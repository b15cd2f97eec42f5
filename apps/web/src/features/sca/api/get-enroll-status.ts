import { callApi } from '../../../lib/api-client';
import { scaRequestOptions } from './sca-request';

/** GET /sca/tokens/{id}/enroll/status: polled while the phone pairs. */
export const getEnrollStatus = (tokenId: string) =>
  callApi('GET /sca/tokens/{id}/enroll/status', { params: { id: tokenId }, ...scaRequestOptions });
