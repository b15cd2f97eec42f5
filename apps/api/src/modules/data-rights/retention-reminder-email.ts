import { formatListDate, type Locale, message, translate } from '@app/domain';
import { paragraphs } from '../../messaging/html';

interface RetentionReminderInput {
  brandName: string;
  purgeOn: Date;
  url: string;
}

/** The e-mail sent before an abandoned opening is purged, in the customer's language. */
export function retentionReminderEmail(locale: Locale, { brandName, purgeOn, url }: RetentionReminderInput) {
  const date = formatListDate(purgeOn, locale);
  const subject = translate(locale, message('email.retention_reminder.subject', { brand: brandName, date }));
  const text = translate(locale, message('email.retention_reminder.text', { brand: brandName, date, url }));
  return { subject, text, html: paragraphs(text) };
}
