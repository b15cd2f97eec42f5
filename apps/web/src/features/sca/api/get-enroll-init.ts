import type { ScaMethodType } from '@app/domain';
import { callApi } from '../../../lib/api-client';
import { scaRequestOptions } from './sca-request';

/** GET /sca/tokens/{type}/enroll/init: e-mail and SMS get a code; the app gets a pairing payload. */
export const getEnrollInit = (type: ScaMethodType) =>
  callApi('GET /sca/tokens/{type}/enroll/init', { params: { type }, ...scaRequestOptions });
