import { api } from '../../lib/api-client';
import { updateProgress } from '../../lib/progress-store';
import type { SignupRequestView } from '../../lib/session';

/** GET /signup/request/{uuid}: `{ data, error }` or the request itself. */
export async function fetchSignupRequest(uuid: string): Promise<SignupRequestView> {
  const body = await api.get<{ data?: SignupRequestView; error?: boolean } | SignupRequestView>(
    `/signup/request/${encodeURIComponent(uuid)}`,
    { suppressErrorModal: true },
  );
  if ('uuid' in body) return body;
  if (body.error || !body.data) throw new Error('signup request unavailable');
  return body.data;
}

/** GET /signup/request/{uuid}/user: the token of the request's user. */
export const fetchSignupRequestUser = (uuid: string) =>
  api.get<{ token?: string; [key: string]: unknown }>(`/signup/request/${encodeURIComponent(uuid)}/user`);

/** Remembers the request: its uuid goes in the x-signup-request-id header, its fields prefill the account. */
export function storeSignupRequest(request: SignupRequestView): void {
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
