import type { Contact } from '@app/domain';
import { api } from '../../lib/api-client';

/** POST /contact: anonymous, protected by app-check. The form shows its own failure alert. */
export const sendContactMessage = (body: Contact) =>
  api.post<unknown>('/contact', body, { auth: 'none', appCheck: true, suppressErrorModal: true });
