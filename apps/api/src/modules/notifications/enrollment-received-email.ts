import { translate } from '@app/domain';
import type { AppConfig } from '../../config';
import type { CaseFacts } from '../../db/repositories/cases';
import { paragraphs } from '../../messaging/html';
import { applicationUrl, depositPageUrl } from './customer-pages';

/**
 * An enrollment's "request received", in the applicant's language: the same page to follow it as
 * a signup's, and what comes next — the shareholders' deposits, each paid on the instructions
 * that shareholder received — with the deposit's page.
 */
export function enrollmentReceivedEmail(config: AppConfig, facts: CaseFacts) {
  const locale = facts.user.locale;
  const params = {
    firstName: facts.user.firstName,
    company: facts.name,
    brand: config.brand.name,
    url: applicationUrl(config, facts),
    depositUrl: depositPageUrl(config),
  };
  const text = translate(locale, 'email.opening.enrollment_received.text', params);
  return {
    subject: translate(locale, 'email.opening.enrollment_received.subject', params),
    text,
    html: paragraphs(text),
  };
}
