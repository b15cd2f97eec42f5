import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { AccountRow } from '../../db/repositories/accounts';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { newId } from '../../ids';
import { type BankDetails, bankDetailsFor, randomAccountNumber } from './bank-details';
import { createRibPdf, type RibDocument } from './rib-pdf';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  repos: ReposOf<'accounts'>;
}

/** File name of the download: "RIB-<holder>.pdf", with what a file name cannot hold removed. */
export const ribFileName = (holder: string): string =>
  `RIB-${
    holder
      .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'compte'
  }.pdf`;

/** How many random account numbers are tried before giving up (a collision is already rare). */
const MAX_ACCOUNT_NUMBER_ATTEMPTS = 5;

/** A company's current account opened by the bank (an enrollment's, once registered). */
export interface NewCurrentAccount {
  companyId: string;
  userId: string;
  holderName: string;
  holderSiren: string;
  /** JSON {street, details, zip, city, country}, as every account keeps it. */
  holderAddress: string;
  /** The terms the customer accepted at completion, which this account opens under too. */
  accepted: Pick<
    AccountRow,
    | 'terms_accepted_at'
    | 'deposit_guarantee_accepted_at'
    | 'consent_accepted_at'
    | 'accepted_document_versions'
    | 'communication_accepted_at'
  >;
  at: string;
}

/** The bank's accounts as the product sees them: a new account's details, and its RIB. */
export function createAccountsService({ db, clock, config, repos }: Deps) {
  const accounts = repos.accounts(db);

  /**
   * RIB and IBAN for a new account at the partner bank's branch: a random account number no
   * account has yet (read on `conn`, the caller's transaction when it has one).
   */
  async function newBankDetails(conn: Kysely<Database> = db): Promise<BankDetails> {
    const { bankCode, branchCode } = config.bank;
    for (let attempt = 0; attempt < MAX_ACCOUNT_NUMBER_ATTEMPTS; attempt += 1) {
      const details = bankDetailsFor(bankCode, branchCode, randomAccountNumber());
      if (!(await repos.accounts(conn).ibanExists(details.iban))) return details;
    }
    throw new Error('no free account number after several attempts');
  }

  return {
    /** The caller inserts the details, and asks again should the insert meet a twin. */
    newBankDetails: () => newBankDetails(),

    /**
     * Opens a company's current account in the caller's transaction: a new IBAN at the partner
     * bank's branch, in the holder's name with its SIREN, under the terms accepted at completion.
     */
    async openCurrentAccount(trx: Kysely<Database>, input: NewCurrentAccount): Promise<AccountRow> {
      const details = await newBankDetails(trx);
      const row: AccountRow = {
        id: newId(),
        uuid: newId(),
        kind: 'current',
        company_id: input.companyId,
        user_id: input.userId,
        bank_code: details.bankCode,
        branch_code: details.branchCode,
        account_number: details.accountNumber,
        rib_key: details.ribKey,
        iban: details.iban,
        bic: config.bank.bic,
        bank_name: config.bank.name,
        holder_name: input.holderName,
        holder_siren: input.holderSiren,
        holder_address: input.holderAddress,
        created_at: input.at,
        ...input.accepted,
      };
      await repos.accounts(trx).insert(row);
      return row;
    },

    /** The account's RIB PDF, for its owner only (another user's uuid reads as absent). */
    async ribPdf(uuid: string, userId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      const account = await accounts.findOwnedByUuid(uuid, userId);
      if (!account) throw notFound('account');
      const document: RibDocument = {
        holderName: account.holder_name,
        holderAddress: JSON.parse(account.holder_address) as RibDocument['holderAddress'],
        bankName: account.bank_name,
        bankCode: account.bank_code,
        branchCode: account.branch_code,
        accountNumber: account.account_number,
        ribKey: account.rib_key,
        iban: account.iban,
        bic: account.bic,
        brandName: config.brand.name,
        brandColor: config.brand.primaryColor,
        issuedOn: clock.now(),
      };
      return { fileName: ribFileName(account.holder_name), bytes: await createRibPdf(document) };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
