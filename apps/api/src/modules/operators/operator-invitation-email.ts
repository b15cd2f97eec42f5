import {
  formatParisDateTime,
  type InvitationPurpose,
  type Locale,
  message,
  type OperatorRole,
  translate,
} from '@app/domain';
import { paragraphs } from '../../messaging/html';

interface InvitationEmailInput {
  purpose: InvitationPurpose;
  name: string;
  inviter: string;
  role: OperatorRole;
  brand: string;
  url: string;
  expiresAt: string;
  /** The inviting administrator's language: they know the person they bring in. */
  locale: Locale;
}

/** The one-time link's e-mail, in the inviting administrator's language, its expiry in Paris time. */
export function operatorInvitationEmail(input: InvitationEmailInput) {
  const { locale } = input;
  const expires = formatParisDateTime(input.expiresAt, locale);
  const params = { name: input.name, inviter: input.inviter, brand: input.brand, url: input.url, expires };
  const subject =
    input.purpose === 'invitation'
      ? message('email.operator_invitation.subject', { brand: input.brand })
      : message('email.operator_second_factor_reset.subject', { brand: input.brand });
  const text =
    input.purpose === 'invitation'
      ? message('email.operator_invitation.text', {
          ...params,
          role: translate(locale, message(`email.operator_invitation.role_${input.role}`)),
        })
      : message('email.operator_second_factor_reset.text', params);
  const body = translate(locale, text);
  return { subject: translate(locale, subject), text: body, html: paragraphs(body) };
}
