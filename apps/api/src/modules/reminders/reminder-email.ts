import { type Locale, message, PROOF_OF_ADDRESS_MAX_AGE_MONTHS, translate } from '@app/domain';
import { paragraphs } from '../../messaging/html';

interface ReminderEmailInput {
  firstName: string;
  brandName: string;
  url: string;
}

/** The reminder sent to a mobile visitor, in their language. */
export function reminderEmail(locale: Locale, { firstName, brandName, url }: ReminderEmailInput) {
  const subject = translate(locale, message('email.reminder.subject', { brand: brandName }));
  const text = translate(
    locale,
    message('email.reminder.text', {
      firstName,
      brand: brandName,
      url,
      months: PROOF_OF_ADDRESS_MAX_AGE_MONTHS,
    }),
  );
  return { subject, text, html: paragraphs(text) };
}
