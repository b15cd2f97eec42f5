import { journeyOf } from '@app/domain';
import { api } from './api-client';
import {
  emptyProgress,
  type Journey,
  type Progress,
  type RegistrationType,
  type StoredUser,
} from './progress';
import { updateProgress } from './progress-store';

/** A signup request as the API answers it (spec §3). */
export interface SignupRequestView {
  uuid: string;
  type: RegistrationType;
  status: 'pending' | 'processing' | 'completed' | 'cancelled';
  company_name: string | null;
  siren: string | null;
  /** Unix seconds. */
  created_at: number;
  has_company_data: boolean;
  last_name: string | null;
  first_name: string | null;
  phone: string | null;
  email: string | null;
}

/** The user as the API answers it (GET /user, POST /user, GET /user/auth). */
export interface UserView {
  uuid: string;
  token?: string;
  gender: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  nationality: string;
  registration_type: RegistrationType;
  voucher: string | null;
  email_sponsor: string | null;
  identity_card_url: string | null;
  address_proof_url: string | null;
  complete: boolean;
  completed: boolean;
  sca: { configured: boolean; methods: string[] };
  signup_request: SignupRequestView[];
}

export function toStoredUser(user: UserView, token: string): StoredUser {
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
export function storeUser(user: UserView, options: { fresh?: boolean; token?: string } = {}): Progress {
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
export const pendingRequests = (user: Pick<UserView, 'signup_request'>): SignupRequestView[] =>
  user.signup_request.filter((request) => request.status === 'pending' || request.status === 'processing');

/** Where a chosen request continues (spec §2.4): its journey's user step, else login. */
export function continuationOf(type: string | null | undefined): { journey: Journey; path: string } | null {
  if (type === 'existing_company') return { journey: 'signup', path: '/signup/user' };
  if (type === 'new_company') return { journey: 'enrollment', path: '/enrollment/user' };
  return null;
}

export const loginRequest = (credentials: { email: string; password: string }) =>
  api.get<UserView>('/user/auth', {
    query: { account_check: false },
    auth: credentials,
    appCheck: true,
    authPath: true,
  });

export const fetchCurrentUser = () => api.get<UserView>('/user');
