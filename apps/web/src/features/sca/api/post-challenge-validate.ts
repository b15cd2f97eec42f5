import { callApi } from '../../../lib/api-client';
import { scaRequestOptions } from './sca-request';

/** POST /sca/challenges/{challenge_id}/validate: with the code, or without for the app. */
export const postChallengeValidate = (challengeId: string, code?: string) =>
  callApi('POST /sca/challenges/{challenge_id}/validate', {
    params: { challenge_id: challengeId },
    body: code ? { challenge_id: challengeId, code } : { challenge_id: challengeId },
    ...scaRequestOptions,
  });
