import { callApi } from '../../../lib/api-client';
import { scaRequestOptions } from './sca-request';

/** POST /sca/tokens/{token_id}/enroll/activate: the code received turns the method on. */
export const postEnrollActivate = (tokenId: string, challengeId: string, code: string) =>
  callApi('POST /sca/tokens/{token_id}/enroll/activate', {
    params: { token_id: tokenId },
    body: { code, challenge_id: challengeId, token_id: tokenId },
    ...scaRequestOptions,
  });
