import { api } from '../../../lib/api-client';
import type { ScaChallenge } from '../sca-types';
import { scaRequestOptions } from './sca-request';

/** POST /sca/challenges/{challenge_id}/validate: with the code, or without for the app. */
export const postChallengeValidate = (challengeId: string, code?: string) =>
  api.post<ScaChallenge>(
    `/sca/challenges/${encodeURIComponent(challengeId)}/validate`,
    code ? { challenge_id: challengeId, code } : { challenge_id: challengeId },
    scaRequestOptions,
  );
