import {
  type BackofficeDepositReply,
  type BankFeedTransfer,
  type CapitalDepositReply,
  capitalShareCents,
  compactIban,
  decideCapitalContribution,
  decimalTextToCents,
  depositIsPaidBack,
  isLegalFormCode,
  isLocale,
  type Locale,
  legalFormLabel,
  moneyToCents,
  type OpeningActor,
  type OpeningStatus,
  openingAccount,
  ribPdfUrl,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { DepositRow, TransferRow } from '../../db/repositories/deposits';
import { isPersonRecord } from '../../db/repositories/person-record';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { newId } from '../../ids';
import type { MessageSender } from '../../messaging/message';
import type { AccountsService } from '../accounts/accounts.service';
import type { CapitalContributionContext, FeedReceipt, FeedReceiver } from '../bank-feed/bank-feed.service';
import type { MeasuresService } from '../measures/measures.service';
import type { DepositEmailsService } from '../notifications/deposit-emails.service';
import type { OpeningFlagsService } from '../opening-flags/opening-flags.service';
import type { OpeningsService } from '../openings/openings.service';
import type { OpeningPeople } from '../people/people.service';
import type { ScreeningService } from '../screening/screening.service';
import { backofficeDepositReply } from './backoffice-deposit';
import { createCertificatePdf } from './certificate-pdf';
import { depositReply, shareholderName, shareholderTotals } from './deposit-reply';
import { createHeldTransfers, type DepositActing } from './held-transfers';
import { instructionsEmail } from './instructions-email';
import { holderOf } from './payer-holder';
import { newCertificateReference, newTransferReference, referenceCandidates } from './references';
import { createRegistration } from './registration';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  messaging: MessageSender;
  repos: ReposOf<'accounts' | 'cases' | 'companies' | 'deposits'>;
  audit: AuditJournal;
  openings: OpeningsService;
  accounts: Pick<AccountsService, 'openCurrentAccount'>;
  openingFlags: Pick<OpeningFlagsService, 'flagCompany' | 'raisePayerMismatch'>;
  depositEmails: DepositEmailsService;
  /**
   * The freeze a confirmed asset-freeze match puts on the case: no transfer released or returned;
   * and the registered name screened as soon as it is given.
   */
  screening: Pick<ScreeningService, 'assertNotFrozen' | 'frozen' | 'screenAfterChange'>;
  /** A contribution counted from the shareholder's own account is their identification measure. */
  measures: Pick<MeasuresService, 'capitalContributionCounted'>;
}

/** Who moved a deposit on: the bank feed (a system) or an operator of the bank. */
interface DepositActor {
  kind: Extract<OpeningActor, 'system' | 'operator'>;
  id: string;
}

const BANK_FEED: DepositActor = { kind: 'system', id: 'bank-feed' };

/** Where the Kbis may be uploaded: the deposit is complete and the account is not open yet. */
const KBIS_STATUSES: readonly OpeningStatus[] = ['deposit_complete', 'awaiting_registration'];

const receiptOf = (row: TransferRow): FeedReceipt => ({
  recordId: row.id,
  reply: { outcome: row.outcome, hold_reason: row.hold_reason, shareholder_id: row.shareholder_id },
});

export function createCapitalDepositService(deps: Deps) {
  const { db, clock, config, messaging, repos, openings, audit, openingFlags, depositEmails } = deps;
  const certificateUrl = (companyId: string) =>
    `${config.publicApiUrl}/companies/${encodeURIComponent(companyId)}/capital-deposit/certificate.pdf`;

  async function ownedDeposit(companyId: string, userId: string): Promise<DepositRow> {
    const deposit = await repos.deposits(db).findOwned(companyId, userId);
    if (!deposit) throw notFound('capital deposit');
    return deposit;
  }

  /**
   * The certificate of a complete deposit is issued once the bank approved the case after its
   * review (the certificate step's approval, by an operator who did not review it): its
   * verification reference, with a journal entry.
   */
  async function issueCertificateIfApproved(trx: Kysely<Database>, deposit: DepositRow, at: Date) {
    if (!deposit.completed_at || deposit.certificate_reference) return;
    const facts = await repos.cases(trx).facts(deposit.company_id);
    const approval = await repos.cases(trx).approval({ ...facts, status: 'deposit_complete' });
    if (!approval) return;
    const reference = newCertificateReference(at);
    if (!(await repos.deposits(trx).issueCertificate(deposit.id, at.toISOString(), reference))) return;
    await audit.append(trx, {
      actor: { type: 'system', id: 'capital-deposit' },
      action: 'certificate.issued',
      object: { type: 'capital_deposit', id: deposit.id },
      caseId: deposit.company_id,
      after: { certificate_reference: reference, approved_by: approval.id },
      at: at.toISOString(),
    });
    await depositEmails.certificateReady(trx, facts, reference);
  }

  /**
   * Completes the deposit when every shareholder's counted transfers reach their due (inside the
   * caller's transaction, the deposit locked): the opening moves to deposit_complete with its
   * audit entry; the certificate follows when the bank's approval is on record.
   */
  async function completeIfPaid(trx: Kysely<Database>, depositId: string, actor: DepositActor, at: Date) {
    const deposits = repos.deposits(trx);
    const deposit = await deposits.findById(depositId);
    if (!deposit || deposit.completed_at) return;
    if ((await openings.statusOf(trx, deposit.company_id)) !== 'capital_deposit') return;
    const shareholders = await deposits.shareholders(depositId);
    const counted = await deposits.countedByShareholder(depositId);
    if (shareholders.length === 0) return;
    if (shareholders.some((row) => (counted.get(row.id) ?? 0) < row.amount_due_cents)) return;
    await openings.move(trx, {
      companyId: deposit.company_id,
      to: 'deposit_complete',
      actor,
      at: at.toISOString(),
      details: { deposit_id: deposit.id },
    });
    await deposits.markComplete(deposit.id, at.toISOString());
    await depositEmails.depositComplete(trx, await repos.cases(trx).facts(deposit.company_id));
    await issueCertificateIfApproved(trx, { ...deposit, completed_at: at.toISOString() }, at);
  }

  const heldTransfers = createHeldTransfers({ ...deps, completeIfPaid });
  const registration = createRegistration(deps);

  return {
    /**
     * Called in the transaction of an enrollment's approval: a deposit paid during the review
     * completes now, and a complete deposit gets its certificate. Answers the opening's status.
     */
    async afterApproval(
      trx: Kysely<Database>,
      companyId: string,
      operatorId: string,
    ): Promise<OpeningStatus> {
      const deposit = await repos.deposits(trx).findByCompany(companyId);
      const at = clock.now();
      if (deposit) {
        await repos.deposits(trx).lock(deposit.id);
        await completeIfPaid(trx, deposit.id, { kind: 'operator', id: operatorId }, at);
        const current = await repos.deposits(trx).findById(deposit.id);
        if (current) await issueCertificateIfApproved(trx, current, at);
      }
      return (await openings.statusOf(trx, companyId)) ?? 'capital_deposit';
    },

    /**
     * Called by completion inside its transaction, once the account row exists: the opening is
     * submitted; in enrollment the capital deposit starts at once (each shareholder's share, a
     * unique reference, the instructions e-mailed in the applicant's language). Answers the status.
     */
    async startOpening(
      trx: Kysely<Database>,
      input: {
        people: OpeningPeople;
        account: { id: string; holderName: string; iban: string; bic: string };
        userId: string;
        at: Date;
      },
    ): Promise<OpeningStatus> {
      const { company, records, totalShares } = input.people;
      const at = input.at.toISOString();
      await openings.move(trx, {
        companyId: company.id,
        to: 'submitted',
        actor: { kind: 'customer', id: input.userId },
        at,
      });
      if (openingAccount(company).kind !== 'capital_deposit') return 'submitted';

      const capitalCents = decimalTextToCents(company.capital_amount) ?? 0;
      const deposits = repos.deposits(trx);
      const depositId = newId();
      await deposits.insertDeposit({
        id: depositId,
        company_id: company.id,
        account_id: input.account.id,
        capital_cents: capitalCents,
        number_of_shares: totalShares,
        created_at: at,
        completed_at: null,
        certificate_reference: null,
        certificate_issued_at: null,
      });
      const shareholders = records
        .filter((record) => record.shareholders_value > 0)
        .map((record, position) => ({
          id: newId(),
          deposit_id: depositId,
          representative_id: record.id,
          position,
          kind: isPersonRecord(record) ? ('person' as const) : ('company' as const),
          first_name: isPersonRecord(record) ? record.first_name : null,
          last_name: isPersonRecord(record) ? record.last_name : null,
          company_name: isPersonRecord(record) ? null : record.name,
          company_legal_form: isPersonRecord(record) ? null : record.legal_form,
          email: record.email,
          shares: record.shareholders_value,
          amount_due_cents: capitalShareCents(capitalCents, totalShares, record.shareholders_value),
          transfer_reference: newTransferReference(),
          created_at: at,
        }));
      await deposits.insertShareholders(shareholders);
      await openings.move(trx, {
        companyId: company.id,
        to: 'capital_deposit',
        actor: { kind: 'system', id: 'completion' },
        at,
        details: { deposit_id: depositId },
      });

      const user = await trx
        .selectFrom('users')
        .select('language')
        .where('id', '=', input.userId)
        .executeTakeFirst();
      const locale: Locale = isLocale(user?.language) ? user.language : 'fr';
      for (const shareholder of shareholders) {
        if (!shareholder.email) continue;
        const email = instructionsEmail(locale, {
          shareholder,
          companyName: company.name,
          account: { holderName: input.account.holderName, iban: input.account.iban, bic: input.account.bic },
          bankName: config.bank.name,
          brandName: config.brand.name,
          issuedAt: input.at,
        });
        await messaging.send(
          { channel: 'email', to: shareholder.email, userId: input.userId, ...email },
          { db: trx },
        );
      }
      return 'capital_deposit';
    },

    /** The applicant's deposit: instructions and, per shareholder, € received / € due and status. */
    async get(companyId: string, userId: string): Promise<CapitalDepositReply> {
      const deposit = await ownedDeposit(companyId, userId);
      const deposits = repos.deposits(db);
      const company = await repos.companies(db).findOwned(companyId, userId);
      const account = await repos.accounts(db).findById(deposit.account_id);
      if (!company || !account) throw notFound('capital deposit');
      return depositReply({
        deposit,
        companyName: company.name,
        openingStatus: (await openings.statusOf(db, companyId)) ?? 'capital_deposit',
        account: {
          holder_name: account.holder_name,
          iban: account.iban,
          bic: account.bic,
          rib: { pdf_url: ribPdfUrl(config.publicApiUrl, account.uuid) },
        },
        shareholders: await deposits.shareholders(deposit.id),
        transfers: await deposits.transfers(deposit.id),
        certificatePdfUrl: certificateUrl(companyId),
      });
    },

    /**
     * The bank feed's receiver of capital contributions: a transfer is recorded with its matching
     * in the inbox's transaction, the deposit locked, so that concurrent transfers are each counted
     * once and the last one completes the deposit.
     */
    contributions: {
      async receive(
        trx: Kysely<Database>,
        transfer: BankFeedTransfer,
        { account }: CapitalContributionContext,
      ): Promise<FeedReceipt> {
        const now = clock.now();
        const deposits = repos.deposits(trx);
        const referenced = await deposits.findShareholderByReference(referenceCandidates(transfer.reference));
        const depositOf = referenced ? await deposits.findById(referenced.deposit_id) : undefined;
        const credited =
          depositOf !== undefined && depositOf.account_id === account?.id
            ? 'its_deposit_account'
            : 'another_account';
        const decision = decideCapitalContribution(
          referenced && holderOf(referenced),
          { iban: transfer.payer_iban, name: transfer.payer_name },
          credited,
        );
        // Only a transfer that reached the deposit's own account belongs to it.
        const shareholder = credited === 'its_deposit_account' ? referenced : undefined;
        if (shareholder) await deposits.lock(shareholder.deposit_id);
        const row: TransferRow = {
          id: newId(),
          transfer_id: transfer.transfer_id,
          deposit_id: shareholder?.deposit_id ?? null,
          shareholder_id: shareholder?.id ?? null,
          payer_name: transfer.payer_name,
          payer_iban: compactIban(transfer.payer_iban),
          amount_cents: moneyToCents(transfer.amount),
          reference: transfer.reference,
          value_date: transfer.value_date,
          outcome: decision.outcome,
          hold_reason: decision.holdReason,
          received_at: now.toISOString(),
          released_at: null,
          account_id: account?.id ?? null,
          proposed_action: null,
          proposed_by: null,
          proposed_at: null,
          proposal_note: null,
          confirmed_by: null,
          confirmed_at: null,
          returned_at: null,
        };
        await deposits.insertTransfer(row);
        if (shareholder && depositOf) {
          const facts = await repos.cases(trx).facts(depositOf.company_id);
          await depositEmails.transferArrived(trx, facts, { transfer: row, shareholder });
        }
        if (shareholder && depositOf && decision.outcome === 'counted') {
          // Counted by the rule: from an account in the shareholder's own name, at a SEPA bank.
          await deps.measures.capitalContributionCounted(trx, {
            caseId: depositOf.company_id,
            representativeId: shareholder.representative_id,
            transfer: row,
            at: row.received_at,
            actor: { type: 'system', id: BANK_FEED.id },
            requestId: null,
          });
          await completeIfPaid(trx, shareholder.deposit_id, BANK_FEED, now);
        }
        // Money from someone else than the shareholder: the bank reviews who paid.
        if (shareholder && depositOf && decision.holdReason === 'payer_name_mismatch') {
          await openingFlags.raisePayerMismatch(trx, {
            companyId: depositOf.company_id,
            recordId: row.id,
            transferKind: 'capital_contribution',
            transferId: row.transfer_id,
            payerName: row.payer_name,
            expectedName: shareholderName(shareholder),
            amountCents: row.amount_cents,
            now: row.received_at,
          });
        }
        return receiptOf(row);
      },

      async receiptOf(conn: Kysely<Database>, recordId: string): Promise<FeedReceipt> {
        const row = await repos.deposits(conn).findTransferById(recordId);
        if (!row) throw notFound('transfer');
        return receiptOf(row);
      },
    } satisfies FeedReceiver<CapitalContributionContext>,

    /** The certificate as a PDF in the language asked (409 until every share is paid). */
    async certificate(
      companyId: string,
      userId: string,
      locale: Locale,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const deposit = await ownedDeposit(companyId, userId);
      const company = await repos.companies(db).findOwned(companyId, userId);
      const account = await repos.accounts(db).findById(deposit.account_id);
      if (!company || !account) throw notFound('capital deposit');
      if (!deposit.certificate_reference || !deposit.certificate_issued_at) {
        throw new AppError('conflict', 'deposit.error.certificate_not_ready');
      }
      const deposits = repos.deposits(db);
      const transfers = await deposits.transfers(deposit.id);
      const shareholders = (await deposits.shareholders(deposit.id)).map((row) => ({
        name: shareholderName(row),
        shares: row.shares,
        depositedCents: shareholderTotals(row, transfers).received,
      }));
      const address = company.address;
      const bytes = await createCertificatePdf({
        locale,
        bankName: config.bank.name,
        brandName: config.brand.name,
        brandColor: config.brand.primaryColor,
        company: {
          name: company.name,
          legalForm: isLegalFormCode(company.legal_form)
            ? `${legalFormLabel(company.legal_form, locale)} (${company.legal_form})`
            : company.legal_form,
          registeredOffice: [
            address.street,
            address.details ?? '',
            `${address.zip} ${address.city}`,
            address.country,
          ]
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        },
        capitalCents: deposit.capital_cents,
        numberOfShares: deposit.number_of_shares,
        iban: account.iban,
        shareholders,
        totalCents: shareholders.reduce((total, row) => total + row.depositedCents, 0),
        issuedAt: new Date(deposit.certificate_issued_at),
        reference: deposit.certificate_reference,
      });
      return {
        fileName: `attestation-depot-des-fonds-${deposit.certificate_reference}-${locale}.pdf`,
        bytes,
      };
    },

    /** The company whose Kbis may be uploaded now (404 another's, 409 before the deposit's certificate). */
    async kbisCompany(companyId: string, userId: string): Promise<string> {
      const deposit = await ownedDeposit(companyId, userId);
      const status = await openings.statusOf(db, deposit.company_id);
      // The Kbis follows the certificate the greffe registers the company with.
      if (!status || !KBIS_STATUSES.includes(status) || !deposit.certificate_reference) {
        throw new AppError('conflict', 'deposit.error.kbis_not_expected');
      }
      registration.requireRegistration(deposit);
      return deposit.company_id;
    },

    /** The capital deposit section of an enrollment's case page (404: the case has no deposit). */
    async ofCase(caseId: string): Promise<BackofficeDepositReply> {
      const deposits = repos.deposits(db);
      const deposit = await deposits.findByCompany(caseId);
      const account = deposit && (await repos.accounts(db).findById(deposit.account_id));
      if (!deposit || !account) throw notFound('capital deposit');
      const status = (await openings.statusOf(db, caseId)) ?? 'capital_deposit';
      const paidBack = depositIsPaidBack({
        status,
        everOpen: await repos.cases(db).everOpen(caseId),
        frozen: await deps.screening.frozen(caseId),
      });
      return backofficeDepositReply({
        deposit,
        opening: { status, paidBack },
        account,
        shareholders: await deposits.shareholders(deposit.id),
        transfers: await deposits.reviewedTransfers(deposit),
        returns: await deposits.returns(deposit.id),
        registeredBy: await deposits.registrar(deposit),
      });
    },

    /**
     * A supervisor proposes to release or return a held transfer, or to return any transfer due
     * back once the opening ended before its account opened (a second one confirms it).
     */
    proposeOnHeld: heldTransfers.propose,
    confirmOnHeld: heldTransfers.confirm,
    declineOnHeld: heldTransfers.decline,

    /** The registered company at the Kbis step: given by the applicant, corrected by a reviewer. */
    register: registration.byApplicant,
    registerForCase: (acting: DepositActing, body: Parameters<typeof registration.byOperator>[1]) =>
      registration.byOperator(acting, body),
    /** Opening an enrollment: its current account, in the opening's transaction. */
    openCompanyAccount: registration.openCompanyAccount,

    /** The Kbis is on file: the opening waits for the bank to open the account. */
    async kbisReceived(companyId: string, userId: string, documentIds: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if ((await openings.statusOf(trx, companyId)) !== 'deposit_complete') return;
        await openings.move(trx, {
          companyId,
          to: 'awaiting_registration',
          actor: { kind: 'customer', id: userId },
          at: clock.now().toISOString(),
          details: { kbis_document_ids: documentIds },
        });
      });
    },
  };
}

export type CapitalDepositService = ReturnType<typeof createCapitalDepositService>;
