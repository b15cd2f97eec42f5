import { api } from '../../../lib/api-client';
import type { ScaToken } from '../sca-types';
import { scaRequestOptions } from './sca-request';

/** GET /sca/tokens: the user's active methods. */
export const getScaTokens = () => api.get<ScaToken[]>('/sca/tokens', scaRequestOptions);
