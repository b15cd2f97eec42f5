import { useState } from 'react';
import { translateText } from '../../lib/domain-messages';
import { currentLocale } from '../../lib/i18n';

interface Alert {
  messages: string[];
  /** What the server said (or a step after the save) stays until the next submit; "fix the form" goes once the fields are fixed. */
  sticky: boolean;
}

/** A form's alert: what a failed save could not attach to a field, or "fix the form". */
export function useFormAlert(hasFieldErrors: boolean) {
  const [alert, setAlert] = useState<Alert | null>(null);
  const locale = currentLocale();
  const invalid = (): Alert => ({
    messages: [translateText(locale, 'validation.form_invalid')],
    sticky: false,
  });
  return {
    messages: alert && (alert.sticky || hasFieldErrors) ? alert.messages : null,
    clear: () => setAlert(null),
    showInvalid: () => setAlert(invalid()),
    /** `unattached`: what applyServerErrors left over (or what failed after the save); none still says "fix the form". */
    showFailure: (unattached: string[]) =>
      setAlert(unattached.length ? { messages: unattached, sticky: true } : invalid()),
  };
}
