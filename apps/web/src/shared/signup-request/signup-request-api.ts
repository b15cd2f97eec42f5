import type { SignupRequestReply } from '@app/domain';
import { callApi } from '../../lib/api-client';
import { updateProgress } from '../../lib/progress-store';

/** A request that can no longer be resumed, with its status (completed or cancelled). */
export class SignupRequestUnavailable extends Error {
  constructor(readonly status: SignupRequestReply['status']) {
    super('signup request unavailable');
  }
}

/** GET /signup/request/{uuid}: the request, unless it can no longer be resumed. */
export async function fetchSignupRequest(uuid: string): Promise<SignupRequestReply> {
  const body = await callApi('GET /signup/request/{uuid}', { params: { uuid }, suppressErrorModal: true });
  if (body.error) throw new SignupRequestUnavailable(body.data.status);
  return body.data;
}

/** GET /signup/request/{uuid}/user: the request's user with the token they hold. */
export const fetchSignupRequestUser = (uuid: string) =>
  callApi('GET /signup/request/{uuid}/user', { params: { uuid } });

/** Remembers the request: its uuid goes in the x-signup-request-id header, its fields prefill the account. */
export function storeSignupRequest(request: SignupRequestReply): void {
  updateProgress((progress) => ({
    ...progress,
    signupRequest: {
      uuid: request.uuid,
      type: request.type,
      status: request.status,
      prefill: {
        first_name: request.first_name,
        last_name: request.last_name,
        email: request.email,
        phone: request.phone,
      },
    },
  }));
}

/** GET /signup/request/{uuid}/company: the company of this opening (each has its own), if saved yet. */
export const fetchSignupRequestCompany = (uuid: string) =>
  callApi('GET /signup/request/{uuid}/company', { params: { uuid } });

/** POST /signup/request: another opening of the signed-in person (its own request, no company yet). */
export const startAnotherOpening = () => callApi('POST /signup/request', { suppressErrorModal: true });
