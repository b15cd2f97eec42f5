import type { SignupLinkRenewalBody } from '@app/domain';
import { callApi } from '../../lib/api-client';

/** POST /signup/request/new-link: the same answer whether or not a request matches the address. */
export const askForNewLink = (body: SignupLinkRenewalBody) =>
  callApi('POST /signup/request/new-link', { body, auth: 'none', appCheck: true, suppressErrorModal: true });
