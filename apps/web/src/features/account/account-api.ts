import type { AccountCreateInput, AccountUpdate } from '@app/domain';
import { callApi } from '../../lib/api-client';

/** POST /user?accounts=false: anonymous, protected by app-check; answers the user with a token. */
export const createAccount = (body: AccountCreateInput) =>
  callApi('POST /user', { body, query: { accounts: false }, auth: 'none', appCheck: true });

/** PUT /user: identity fields only. */
export const updateAccount = (body: AccountUpdate) => callApi('PUT /user', { body });

/** POST /voucher/check: the voucher's text; a refused code is removed by the caller. */
export const checkVoucher = (code: string) =>
  callApi('POST /voucher/check', { body: { code }, suppressErrorModal: true });
