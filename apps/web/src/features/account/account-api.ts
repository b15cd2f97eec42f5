import type { AccountCreateInput, AccountUpdate } from '@app/domain';
import { api } from '../../lib/api-client';
import type { UserView } from '../../lib/session';

/** POST /user?accounts=false: anonymous, protected by app-check; answers the user with a token. */
export const createAccount = (body: AccountCreateInput) =>
  api.post<UserView>('/user', body, { query: { accounts: false }, auth: 'none', appCheck: true });

/** PUT /user: identity fields only. */
export const updateAccount = (body: AccountUpdate) => api.put<UserView>('/user', body);

/** POST /voucher/check: the voucher's text; a refused code is removed by the caller. */
export const checkVoucher = (code: string) =>
  api.post<{ code: string; text: string }>('/voucher/check', { code }, { suppressErrorModal: true });
