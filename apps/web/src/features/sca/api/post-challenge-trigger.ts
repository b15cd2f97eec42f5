import { api } from '../../../lib/api-client';
import type { ScaChallenge } from '../sca-types';
import { scaRequestOptions } from './sca-request';

/** POST /sca/challenges/{challenge_id}/trigger: sends the code or the app request. */
export const postChallengeTrigger = (challengeId: string, tokenId?: string) =>
  api.post<ScaChallenge>(
    `/sca/challenges/${encodeURIComponent(challengeId)}/trigger`,
    tokenId ? { token_id: tokenId } : {},
    scaRequestOptions,
  );
