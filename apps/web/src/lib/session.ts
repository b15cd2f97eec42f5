import { journeyOf, type SignupRequestReply, type UserReply } from '@app/domain';
import { callApi } from './api-client';
import { emptyProgress, type Journey, type Progress, type StoredUser } from './progress';
import { resetProgress, updateProgress } from './progress-store';

export function toStoredUser(user: UserReply, token: string): StoredUser {
  return {
    token,
    uuid: user.uuid,
    gender: user.gender === 1 || user.gender === 2 ? user.gender : null,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    nationality: user.nationality,
    identity_card_url: user.identity_card_url,
    address_proof_url: user.address_proof_url,
    registration_type: user.registration_type,
    complete: user.complete || user.completed,
    sca_configured: user.sca.configured,
    voucher: user.voucher,
  };
}

/** Stores a signed-in user; `fresh` starts from empty progress (login, spec §4). */
export function storeUser(user: UserReply, options: { fresh?: boolean; token?: string } = {}): Progress {
  return updateProgress((progress) => {
    const base = options.fresh ? emptyProgress() : progress;
    const token = user.token ?? options.token ?? progress.user?.token ?? '';
    return {
      ...base,
      journey: journeyOf(user.registration_type),
      user: { ...base.user, ...toStoredUser(user, token) },
    };
  });
}

/** Pending requests a signed-in user may resume. */
export const pendingRequests = (user: Pick<UserReply, 'signup_request'>): SignupRequestReply[] =>
  user.signup_request.filter((request) => request.status === 'pending' || request.status === 'processing');

/** A submitted opening: not resumed, it leads to its "My application" page. */
export const isSubmittedOpening = (request: Pick<SignupRequestReply, 'status' | 'company_id'>): boolean =>
  request.status === 'completed' && request.company_id !== null;

/** What the login lists (spec §2.4): the openings to resume, and the submitted ones with their status. */
export const listedOpenings = (user: Pick<UserReply, 'signup_request'>): SignupRequestReply[] =>
  user.signup_request.filter(
    (request) =>
      request.status === 'pending' || request.status === 'processing' || isSubmittedOpening(request),
  );

/** Where a chosen request continues (spec §2.4): its journey's user step, else login. */
export function continuationOf(type: string | null | undefined): { journey: Journey; path: string } | null {
  if (type === 'existing_company') return { journey: 'signup', path: '/signup/user' };
  if (type === 'new_company') return { journey: 'enrollment', path: '/enrollment/user' };
  return null;
}

export const loginRequest = (credentials: { email: string; password: string }) =>
  callApi('GET /user/auth', {
    query: { account_check: false },
    auth: credentials,
    appCheck: true,
    authPath: true,
  });

export const fetchCurrentUser = () => callApi('GET /user');

/**
 * A token given in a link (`?token=`) is spent at once for a session token of its own (in the
 * answer): the link then works only once. A refused token is not an expired session to reconnect.
 */
export const exchangeLinkToken = (token: string) =>
  callApi('POST /user/token/exchange', {
    auth: 'none',
    headers: { authorization: `Bearer ${token}` },
    authPath: true,
    suppressErrorModal: true,
  });

/**
 * Logout: the API revokes the token, and this browser forgets the user and their progress. A
 * token the API no longer knows, or no network, still ends the session here.
 */
export async function logout(): Promise<void> {
  try {
    await callApi('POST /user/logout', { authPath: true, suppressErrorModal: true });
  } catch {
    // The local session ends all the same.
  } finally {
    resetProgress();
  }
}
