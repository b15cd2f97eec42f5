import type { MobileReminder } from '@app/domain';
import { callApi } from '../../lib/api-client';

/** POST /user/signup-reminder: stored, and a reminder e-mail is sent (decisions §2). */
export const sendSignupReminder = (body: MobileReminder) =>
  callApi('POST /user/signup-reminder', {
    body,
    auth: 'none',
    appCheck: true,
    suppressErrorModal: true,
  });
