import type { SignInLinkBody } from '@app/domain';
import { callApi } from '../../lib/api-client';

/** POST /user/auth/link: the same answer whether or not an account has the address. */
export const askForSignInLink = (body: SignInLinkBody) =>
  callApi('POST /user/auth/link', { body, auth: 'none', appCheck: true, suppressErrorModal: true });
