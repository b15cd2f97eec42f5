import { formatListDate, type MessageKey, type TransferHoldReason, translate } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { CaseFacts } from '../../db/repositories/cases';
import type { ShareholderRow, TransferRow } from '../../db/repositories/deposits';
import type { Database } from '../../db/schema';
import { paragraphs } from '../../messaging/html';
import type { MessageSender } from '../../messaging/message';
import { depositPageUrl } from './customer-pages';

const HOLD_REASON_TEXT = {
  below_minimum: 'email.deposit.hold_reason.below_minimum',
  payer_outside_sepa: 'email.deposit.hold_reason.payer_outside_sepa',
  payer_name_mismatch: 'email.deposit.hold_reason.payer_name_mismatch',
  unknown_reference: 'email.deposit.hold_reason.unknown_reference',
  wrong_account: 'email.deposit.hold_reason.wrong_account',
} as const satisfies Record<TransferHoldReason, MessageKey>;

const rendered = (subject: string, text: string) => ({ subject, text, html: paragraphs(text) });

/**
 * The shareholder's e-mail when their contribution arrives, in the applicant's language (the
 * language the shareholder's instructions were sent in): counted, or held with the reason in words
 * and what happens next. Never the payer's IBAN nor the bank's notes.
 */
export function transferArrivedEmail(
  config: AppConfig,
  facts: CaseFacts,
  arrived: { transfer: TransferRow; shareholder: ShareholderRow },
) {
  const { transfer, shareholder } = arrived;
  const locale = facts.user.locale;
  const params = {
    brand: config.brand.name,
    company: facts.name,
    amount: transfer.amount_cents / 100,
    date: formatListDate(transfer.value_date, locale),
    reference: shareholder.transfer_reference,
  };
  if (transfer.outcome === 'held' && transfer.hold_reason) {
    const reason = translate(locale, HOLD_REASON_TEXT[transfer.hold_reason]);
    const withReason = { ...params, reason };
    return rendered(
      translate(locale, 'email.deposit.transfer_held.subject', withReason),
      translate(locale, 'email.deposit.transfer_held.text', withReason),
    );
  }
  return rendered(
    translate(locale, 'email.deposit.transfer_received.subject', params),
    translate(locale, 'email.deposit.transfer_received.text', params),
  );
}

/** The applicant's e-mail when every share is paid, in their language. */
export function depositCompleteEmail(config: AppConfig, facts: CaseFacts) {
  const locale = facts.user.locale;
  const params = {
    brand: config.brand.name,
    firstName: facts.user.firstName,
    company: facts.name,
    url: depositPageUrl(config),
  };
  return rendered(
    translate(locale, 'email.deposit.complete.subject', params),
    translate(locale, 'email.deposit.complete.text', params),
  );
}

/** The applicant's e-mail when the bank issued the capital deposit certificate, in their language. */
export function certificateReadyEmail(config: AppConfig, facts: CaseFacts, reference: string) {
  const locale = facts.user.locale;
  const params = {
    brand: config.brand.name,
    firstName: facts.user.firstName,
    company: facts.name,
    reference,
    url: depositPageUrl(config),
  };
  return rendered(
    translate(locale, 'email.deposit.certificate_ready.subject', params),
    translate(locale, 'email.deposit.certificate_ready.text', params),
  );
}

/**
 * The capital deposit's e-mails, each written to the outbox inside the caller's transaction (sent
 * once it commits, so a rolled-back transfer is never announced).
 */
export function createDepositEmailsService(deps: { config: AppConfig; messaging: MessageSender }) {
  const { config, messaging } = deps;
  return {
    /** To the shareholder concerned (one without an e-mail address on record is not written to). */
    async transferArrived(
      trx: Kysely<Database>,
      facts: CaseFacts,
      arrived: { transfer: TransferRow; shareholder: ShareholderRow },
    ): Promise<void> {
      const to = arrived.shareholder.email;
      if (!to) return;
      await messaging.send(
        { channel: 'email', to, userId: facts.user.id, ...transferArrivedEmail(config, facts, arrived) },
        { db: trx },
      );
    },
    async depositComplete(trx: Kysely<Database>, facts: CaseFacts): Promise<void> {
      await messaging.send(
        {
          channel: 'email',
          to: facts.user.email,
          userId: facts.user.id,
          ...depositCompleteEmail(config, facts),
        },
        { db: trx },
      );
    },
    async certificateReady(trx: Kysely<Database>, facts: CaseFacts, reference: string): Promise<void> {
      await messaging.send(
        {
          channel: 'email',
          to: facts.user.email,
          userId: facts.user.id,
          ...certificateReadyEmail(config, facts, reference),
        },
        { db: trx },
      );
    },
  };
}

export type DepositEmailsService = ReturnType<typeof createDepositEmailsService>;
