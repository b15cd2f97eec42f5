import { formatIban, formatListDate, type Locale, message, translate } from '@app/domain';
import type { ShareholderRow } from '../../db/repositories/deposits';
import { paragraphs } from '../../messaging/html';
import { shareholderName } from './deposit-reply';

export interface InstructionsInput {
  shareholder: ShareholderRow;
  companyName: string;
  account: { holderName: string; iban: string; bic: string };
  bankName: string;
  brandName: string;
  issuedAt: Date;
}

/**
 * A shareholder's own transfer instructions, in the applicant's language: amount due, the blocked
 * account, the shareholder's reference and the rule that the money comes from their own account
 * at a bank of the SEPA area.
 */
export function instructionsEmail(locale: Locale, input: InstructionsInput) {
  const { shareholder } = input;
  const name = shareholderName(shareholder);
  const rule =
    shareholder.kind === 'company'
      ? message('deposit.rule.company', { name })
      : message('deposit.rule.person', { name });
  const subject = translate(locale, message('deposit.email.subject', { company: input.companyName }));
  const text = translate(
    locale,
    message('deposit.email.text', {
      name,
      company: input.companyName,
      bank: input.bankName,
      date: formatListDate(input.issuedAt, locale),
      amount: shareholder.amount_due_cents / 100,
      holder: input.account.holderName,
      iban: formatIban(input.account.iban),
      bic: input.account.bic,
      reference: shareholder.transfer_reference,
      rule,
      brand: input.brandName,
    }),
  );
  return { subject, text, html: paragraphs(text) };
}
