import { api } from '../../../lib/api-client';
import type { ScaChallenge } from '../sca-types';
import { scaRequestOptions } from './sca-request';

/** GET /sca/challenges/{id}/status: polled while the app is asked. */
export const getChallengeStatus = (challengeId: string) =>
  api.get<ScaChallenge>(`/sca/challenges/${encodeURIComponent(challengeId)}/status`, scaRequestOptions);
