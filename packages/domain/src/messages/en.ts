import type { MessageKey } from './fr';

export const en: Record<MessageKey, string> = {
  'validation.required': 'This field is required',
  'validation.form_invalid': 'Some information is missing or incorrect.',
  'error.generic': 'Something went wrong. Please try again later.',
  'error.unauthenticated': 'Your session has expired. Please log in again.',
  'error.auth_failed': 'The password is incorrect',
  'error.forbidden': 'You do not have access to this resource.',
  'error.not_found': 'Resource not found.',
  'error.too_many_requests': 'Too many attempts. Please try again in a moment.',
};
