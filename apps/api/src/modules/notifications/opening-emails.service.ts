import {
  companyStepLabel,
  FIRST_TRANSFER_MINIMUM_CENTS,
  formatIban,
  type MessageKey,
  type OpeningStatus,
  translate,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { CaseFacts } from '../../db/repositories/cases';
import type { Database } from '../../db/schema';
import { paragraphs } from '../../messaging/html';
import type { MessageSender } from '../../messaging/message';
import { applicationUrl } from './customer-pages';
import { enrollmentReceivedEmail } from './enrollment-received-email';
import { type Withdrawn, withdrawnEmail } from './withdrawn-email';

/** The statuses the customer is e-mailed about; a refusal's e-mail never carries its reason. */
const EMAILED = [
  'submitted',
  'documents_requested',
  'awaiting_first_transfer',
  'capital_deposit',
  'open',
  'refused',
  'closed',
] as const satisfies readonly OpeningStatus[];
type EmailedStatus = (typeof EMAILED)[number];

const isEmailed = (status: OpeningStatus): status is EmailedStatus =>
  (EMAILED as readonly OpeningStatus[]).includes(status);

/**
 * The steps whose e-mail names whose account the first transfer comes from: a sole trader's is
 * in their own name, an association's in its name, not a company's.
 */
const ENTITY_TEXT: Partial<Record<EmailedStatus, Record<'business' | 'association', MessageKey>>> = {
  submitted: {
    business: 'email.opening.submitted.text_business',
    association: 'email.opening.submitted.text_association',
  },
  awaiting_first_transfer: {
    business: 'email.opening.awaiting_first_transfer.text_business',
    association: 'email.opening.awaiting_first_transfer.text_association',
  },
};

const textKey = (status: EmailedStatus, legalForm: string | null): MessageKey => {
  const entity = companyStepLabel(legalForm);
  return (
    (entity === 'company' ? undefined : ENTITY_TEXT[status]?.[entity]) ??
    (`email.opening.${status}.text` satisfies MessageKey)
  );
};

export interface OpeningEmailInput {
  /** Documents asked again: each one's label and the bank's message, in the customer's language. */
  requested?: readonly { label: string; message: string }[];
}

/** The e-mail of a step, in the customer's language; null for a step the customer is not told about. */
export function openingEmail(
  config: AppConfig,
  facts: CaseFacts,
  status: OpeningStatus,
  input: OpeningEmailInput = {},
) {
  if (!isEmailed(status)) return null;
  const locale = facts.user.locale;
  const params = {
    firstName: facts.user.firstName,
    company: facts.name,
    brand: config.brand.name,
    url: applicationUrl(config, facts),
    iban: facts.account ? formatIban(facts.account.iban) : '',
    minimum: FIRST_TRANSFER_MINIMUM_CENTS / 100,
    list: (input.requested ?? []).map((item) => `- ${item.label} — ${item.message}`).join('\n'),
  };
  const subject = translate(locale, `email.opening.${status}.subject` satisfies MessageKey, params);
  const text = translate(locale, textKey(status, facts.legalForm), params);
  return { subject, text, html: paragraphs(text) };
}

/** Writes the step's e-mail to the outbox inside the caller's transaction (sent after it commits). */
export async function sendOpeningEmail(
  trx: Kysely<Database>,
  deps: { config: AppConfig; messaging: MessageSender },
  facts: CaseFacts,
  status: OpeningStatus,
  input?: OpeningEmailInput,
): Promise<void> {
  const email = openingEmail(deps.config, facts, status, input);
  if (!email) return;
  await deps.messaging.send(
    { channel: 'email', to: facts.user.email, userId: facts.user.id, ...email },
    { db: trx },
  );
}

/** The customer's e-mails at each step of their opening, written to the outbox with the step. */
export function createOpeningEmailsService(deps: { config: AppConfig; messaging: MessageSender }) {
  return {
    /** Writes the step's e-mail inside the caller's transaction (sent after it commits). */
    send: (trx: Kysely<Database>, facts: CaseFacts, status: OpeningStatus, input?: OpeningEmailInput) =>
      sendOpeningEmail(trx, deps, facts, status, input),

    /** An enrollment's "request received" to its applicant, inside the submission's transaction. */
    enrollmentReceived: async (trx: Kysely<Database>, facts: CaseFacts): Promise<void> => {
      await deps.messaging.send(
        {
          channel: 'email',
          to: facts.user.email,
          userId: facts.user.id,
          ...enrollmentReceivedEmail(deps.config, facts),
        },
        { db: trx },
      );
    },

    /** "Your request is withdrawn" to the customer, inside the withdrawal's transaction. */
    withdrawn: async (trx: Kysely<Database>, facts: CaseFacts, withdrawn: Withdrawn): Promise<void> => {
      await deps.messaging.send(
        {
          channel: 'email',
          to: facts.user.email,
          userId: facts.user.id,
          ...withdrawnEmail(deps.config, facts, withdrawn),
        },
        { db: trx },
      );
    },
  };
}

export type OpeningEmailsService = ReturnType<typeof createOpeningEmailsService>;
