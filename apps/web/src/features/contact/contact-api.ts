import type { Contact } from '@app/domain';
import { callApi } from '../../lib/api-client';

/** POST /contact: anonymous, protected by app-check. The form shows its own failure alert. */
export const sendContactMessage = (body: Contact) =>
  callApi('POST /contact', { body, auth: 'none', appCheck: true, suppressErrorModal: true });
