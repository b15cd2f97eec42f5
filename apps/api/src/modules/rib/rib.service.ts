import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { createAccountRepository } from '../accounts/account.repository';
import { createRibPdf, type RibDocument } from './rib-pdf';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
}

/** File name of the download: "RIB-<holder>.pdf", with what a file name cannot hold removed. */
export const ribFileName = (holder: string): string =>
  `RIB-${
    holder
      .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'compte'
  }.pdf`;

export function createRibService({ db, clock, config }: Deps) {
  const accounts = createAccountRepository(db);
  return {
    /** The account's RIB PDF, for its owner only (another user's uuid reads as absent). */
    async pdf(uuid: string, userId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
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
