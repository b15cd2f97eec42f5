import { api } from '../../../lib/api-client';
import type { ScaEnrollment, ScaMethod } from '../sca-types';
import { scaRequestOptions } from './sca-request';

/** GET /sca/tokens/{type}/enroll/init: e-mail and SMS get a code; the app gets a pairing payload. */
export const getEnrollInit = (type: ScaMethod) =>
  api.get<ScaEnrollment>(`/sca/tokens/${type}/enroll/init`, scaRequestOptions);
