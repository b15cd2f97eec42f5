import type { MessageKey } from './fr';

export const de: Record<MessageKey, string> = {
  'validation.required': 'Dieses Feld ist erforderlich',
  'validation.form_invalid': 'Einige Angaben fehlen oder sind fehlerhaft.',
  'error.generic': 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'error.unauthenticated': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.auth_failed': 'Das Passwort ist falsch',
  'error.forbidden': 'Sie haben keinen Zugriff auf diese Ressource.',
  'error.not_found': 'Ressource nicht gefunden.',
  'error.too_many_requests': 'Zu viele Versuche. Bitte versuchen Sie es gleich noch einmal.',
};
