import { formatListDate, recordsKeptUntil, translate } from '@app/domain';
import type { AppConfig } from '../../config';
import type { CaseFacts } from '../../db/repositories/cases';
import { paragraphs } from '../../messaging/html';

export interface Withdrawn {
  /** Whether the opening had been submitted to the bank (its records are then kept by law). */
  submitted: boolean;
  /** Whether a capital deposit was begun: its received transfers go back to their payers. */
  deposit: boolean;
  /** When it was withdrawn: the relationship's end, from which its records are kept. */
  at: Date;
}

/**
 * The customer's "your request is withdrawn", in their language, whoever withdrew it (they or
 * their partner). Not the "account closed" e-mail: no account was open. It says what becomes of
 * their data (kept by law until a date once submitted, else erased after the inactivity period,
 * the retention's own rule) and, for an enrollment, that the deposit's transfers are returned.
 */
export function withdrawnEmail(config: AppConfig, facts: CaseFacts, withdrawn: Withdrawn) {
  const locale = facts.user.locale;
  const { closedYears, abandonedDays } = config.retention;
  const params = { firstName: facts.user.firstName, company: facts.name, brand: config.brand.name };
  const text = [
    translate(locale, 'email.opening.withdrawn.text', params),
    ...(withdrawn.deposit ? [translate(locale, 'email.opening.withdrawn.deposit')] : []),
    withdrawn.submitted
      ? translate(locale, 'email.opening.withdrawn.data_kept', {
          years: closedYears,
          date: formatListDate(recordsKeptUntil(withdrawn.at.toISOString(), closedYears), locale),
        })
      : translate(locale, 'email.opening.withdrawn.data_unsubmitted', { days: abandonedDays }),
    translate(locale, 'email.opening.withdrawn.end', params),
  ].join('\n\n');
  return {
    subject: translate(locale, 'email.opening.withdrawn.subject', params),
    text,
    html: paragraphs(text),
  };
}
