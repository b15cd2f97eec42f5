import type { MobileReminder } from '@app/domain';
import { api } from '../../lib/api-client';

/** POST /user/signup-reminder: stored, and a reminder e-mail is sent (decisions §2). */
export const sendSignupReminder = (body: MobileReminder) =>
  api.post<unknown>('/user/signup-reminder', body, {
    auth: 'none',
    appCheck: true,
    suppressErrorModal: true,
  });
