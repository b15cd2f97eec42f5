import { translate } from '@app/domain';
import { useState } from 'react';
import { currentLocale } from '../../lib/i18n';

interface AccountAlert {
  messages: string[];
  /** The server's messages stay until the next submit; "fix the form" goes once the fields are fixed. */
  server: boolean;
}

/** The account forms' alert: what a failed save could not attach to a field, or "fix the form". */
export function useAccountFormAlert(hasFieldErrors: boolean) {
  const [alert, setAlert] = useState<AccountAlert | null>(null);
  const locale = currentLocale();
  const invalid = (): AccountAlert => ({
    messages: [translate(locale, 'validation.form_invalid')],
    server: false,
  });
  return {
    messages: alert && (alert.server || hasFieldErrors) ? alert.messages : null,
    clear: () => setAlert(null),
    showInvalid: () => setAlert(invalid()),
    /** `unattached`: what applyServerErrors left over; none still says "fix the form". */
    showFailure: (unattached: string[]) =>
      setAlert(unattached.length ? { messages: unattached, server: true } : invalid()),
  };
}
