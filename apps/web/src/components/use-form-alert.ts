import { translate } from '@app/domain';
import { useState } from 'react';
import { currentLocale } from '../lib/i18n';

/** The messages of a form's FormAlert: "fix the form", or what a 422 could not attach to a field. */
export function useFormAlert() {
  const [messages, setMessages] = useState<string[] | null>(null);
  const locale = currentLocale();
  const invalid = () => [translate(locale, 'validation.form_invalid')];
  return {
    messages,
    show: setMessages,
    clear: () => setMessages(null),
    showInvalid: () => setMessages(invalid()),
    /** `unattached`: the 422's messages no field took (applyServerErrors); none still says "fix the form". */
    showServerErrors: (unattached: string[]) => setMessages(unattached.length ? unattached : invalid()),
  };
}
