import { callApi } from '../../lib/api-client';

// Refusals (409) and an absent federation (503) are shown on the page, in its own words.
const onPage = { auth: 'none', appCheck: true, suppressErrorModal: true } as const;

/** POST /pro-sante-connect/callback: the federation's code and state, checked by the API. */
export const finishPscSignIn = (body: { state: string; code?: string; error?: string }) =>
  callApi('POST /pro-sante-connect/callback', { body, ...onPage });

/** POST /pro-sante-connect/decoupled: the practitioner's phone (e-CPS) is asked to approve. */
export const askPscPhone = (nationalId: string) =>
  callApi('POST /pro-sante-connect/decoupled', { body: { national_id: nationalId }, ...onPage });

/** POST /pro-sante-connect/decoupled/{requestId}/poll: where the phone's approval stands. */
export const pollPscPhone = (requestId: string) =>
  callApi('POST /pro-sante-connect/decoupled/{requestId}/poll', { params: { requestId }, ...onPage });
