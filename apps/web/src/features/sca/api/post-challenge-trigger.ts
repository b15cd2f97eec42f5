import { callApi } from '../../../lib/api-client';
import { scaRequestOptions } from './sca-request';

/** POST /sca/challenges/{challenge_id}/trigger: sends the code or the app request. */
export const postChallengeTrigger = (challengeId: string, tokenId?: string) =>
  callApi('POST /sca/challenges/{challenge_id}/trigger', {
    params: { challenge_id: challengeId },
    body: tokenId ? { token_id: tokenId } : {},
    ...scaRequestOptions,
  });
