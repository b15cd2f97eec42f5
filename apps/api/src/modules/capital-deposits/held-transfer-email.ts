import { formatListDate, type HeldTransferAction, type MessageKey, translate } from '@app/domain';
import type { AppConfig } from '../../config';
import type { CaseFacts } from '../../db/repositories/cases';
import type { ShareholderRow, TransferRow } from '../../db/repositories/deposits';
import { paragraphs } from '../../messaging/html';
import { shareholderName } from './deposit-reply';

const KEYS = {
  release: {
    subject: 'email.deposit.transfer_released.subject',
    text: 'email.deposit.transfer_released.text',
  },
  return: {
    subject: 'email.deposit.transfer_returned.subject',
    text: 'email.deposit.transfer_returned.text',
  },
} as const satisfies Record<HeldTransferAction, { subject: MessageKey; text: MessageKey }>;

/** The applicant's capital deposit page. */
export const depositPageUrl = (config: AppConfig): string =>
  `${config.webOrigins[0] ?? config.brand.websiteUrl}/enrollment/capital-deposit`;

/**
 * The applicant's e-mail once the bank decided on a held contribution, in their language: released
 * (it counts now) or returned to its payer (it does not count, and how the share must be paid).
 * Never the bank's note, nor the payer's IBAN.
 */
export function heldTransferEmail(
  config: AppConfig,
  facts: CaseFacts,
  decided: { action: HeldTransferAction; transfer: TransferRow; shareholder: ShareholderRow },
) {
  const { transfer, shareholder } = decided;
  const locale = facts.user.locale;
  const params = {
    brand: config.brand.name,
    firstName: facts.user.firstName,
    company: facts.name,
    amount: transfer.amount_cents / 100,
    date: formatListDate(transfer.value_date, locale),
    payer: transfer.payer_name,
    shareholder: shareholderName(shareholder),
    reference: shareholder.transfer_reference,
    url: depositPageUrl(config),
  };
  const keys = KEYS[decided.action];
  const text = translate(locale, keys.text, params);
  return { subject: translate(locale, keys.subject, params), text, html: paragraphs(text) };
}

/**
 * The payer's e-mail when the capital they paid in goes back to them because the opening ended
 * before its account opened (withdrawn or refused), in the applicant's language, the one their
 * instructions were written in. A counted contribution was never wrong: the words say why it is
 * returned, not how to pay again. Never the bank's note, nor the payer's IBAN.
 */
export function transferRepaidEmail(
  config: AppConfig,
  facts: CaseFacts,
  transfer: TransferRow,
  shareholder: ShareholderRow,
) {
  const locale = facts.user.locale;
  const params = {
    brand: config.brand.name,
    company: facts.name,
    amount: transfer.amount_cents / 100,
    date: formatListDate(transfer.value_date, locale),
    payer: transfer.payer_name,
    reference: shareholder.transfer_reference,
  };
  const text = translate(locale, 'email.deposit.transfer_repaid.text', params);
  return {
    subject: translate(locale, 'email.deposit.transfer_repaid.subject', params),
    text,
    html: paragraphs(text),
  };
}
