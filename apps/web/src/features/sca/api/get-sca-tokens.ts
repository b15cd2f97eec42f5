import { callApi } from '../../../lib/api-client';
import { scaRequestOptions } from './sca-request';

/** GET /sca/tokens: the user's active methods. */
export const getScaTokens = () => callApi('GET /sca/tokens', scaRequestOptions);
