import { api } from '../../../lib/api-client';
import type { ScaEnrollStatus } from '../sca-types';
import { scaRequestOptions } from './sca-request';

/** GET /sca/tokens/{id}/enroll/status: polled while the phone pairs. */
export const getEnrollStatus = (tokenId: string) =>
  api.get<{ id: string; status: ScaEnrollStatus }>(
    `/sca/tokens/${encodeURIComponent(tokenId)}/enroll/status`,
    scaRequestOptions,
  );
