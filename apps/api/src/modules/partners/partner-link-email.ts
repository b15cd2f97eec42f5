import { type Locale, message, translate } from '@app/domain';
import { paragraphs } from '../../messaging/html';

/** The customer link e-mailed at the partner's request, in the caller's language. */
export function partnerLinkEmail(
  locale: Locale,
  input: { firstName: string; brandName: string; url: string },
) {
  const params = { firstName: input.firstName, brand: input.brandName, url: input.url };
  const subject = translate(locale, message('email.partner_link.subject', { brand: input.brandName }));
  const text = translate(locale, message('email.partner_link.text', params));
  return { subject, text, html: paragraphs(text) };
}

/** The link the customer opens: the web's first origin with the request's uuid. */
export const customerLinkOf = (webOrigins: readonly string[], uuid: string): string =>
  `${(webOrigins[0] ?? '').replace(/\/$/, '')}/?signup-request=${encodeURIComponent(uuid)}`;
