import { callApi } from '../../../lib/api-client';
import { scaRequestOptions } from './sca-request';

/** GET /sca/challenges/{id}/status: polled while the app is asked. */
export const getChallengeStatus = (challengeId: string) =>
  callApi('GET /sca/challenges/{id}/status', { params: { id: challengeId }, ...scaRequestOptions });
