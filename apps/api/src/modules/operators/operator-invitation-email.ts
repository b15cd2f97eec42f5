import { type InvitationPurpose, message, type OperatorRole, translate } from '@app/domain';
import { paragraphs } from '../../messaging/html';

interface InvitationEmailInput {
  purpose: InvitationPurpose;
  name: string;
  inviter: string;
  role: OperatorRole;
  brand: string;
  url: string;
  expiresAt: string;
}

/** The one-time link's e-mail, in French: the bank's team works in French. */
export function operatorInvitationEmail(input: InvitationEmailInput) {
  const expires = input.expiresAt.slice(0, 16).replace('T', ' ');
  const params = { name: input.name, inviter: input.inviter, brand: input.brand, url: input.url, expires };
  const subject =
    input.purpose === 'invitation'
      ? message('email.operator_invitation.subject', { brand: input.brand })
      : message('email.operator_second_factor_reset.subject', { brand: input.brand });
  const text =
    input.purpose === 'invitation'
      ? message('email.operator_invitation.text', {
          ...params,
          role: translate('fr', message(`email.operator_invitation.role_${input.role}`)),
        })
      : message('email.operator_second_factor_reset.text', params);
  const body = translate('fr', text);
  return { subject: translate('fr', subject), text: body, html: paragraphs(body) };
}
