import { api } from '../../../lib/api-client';
import type { ScaToken } from '../sca-types';
import { scaRequestOptions } from './sca-request';

/** POST /sca/tokens/{token_id}/enroll/activate: the code received turns the method on. */
export const postEnrollActivate = (tokenId: string, challengeId: string, code: string) =>
  api.post<ScaToken>(
    `/sca/tokens/${encodeURIComponent(tokenId)}/enroll/activate`,
    { code, challenge_id: challengeId, token_id: tokenId },
    scaRequestOptions,
  );
