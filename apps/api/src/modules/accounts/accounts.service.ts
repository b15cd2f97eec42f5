import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
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

/** The bank's accounts as the product sees them: a new account's details, and its RIB. */
export function createAccountsService({ db, clock, config, repos }: Deps) {
  const accounts = repos.accounts(db);
  return {
    /**
     * RIB and IBAN for a new account at the partner bank's branch: a random account number no
     * account has yet. The caller inserts it, and asks again should the insert meet a twin.
     */
    async newBankDetails(): Promise<BankDetails> {
      const { bankCode, branchCode } = config.bank;
      for (let attempt = 0; attempt < MAX_ACCOUNT_NUMBER_ATTEMPTS; attempt += 1) {
        const details = bankDetailsFor(bankCode, branchCode, randomAccountNumber());
        if (!(await accounts.ibanExists(details.iban))) return details;
      }
      throw new Error('no free account number after several attempts');
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
