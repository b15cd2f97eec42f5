import { randomInt } from 'node:crypto';
import { frenchIban } from '@app/domain';

export interface BankDetails {
  bankCode: string;
  branchCode: string;
  accountNumber: string;
  ribKey: string;
  iban: string;
}

/** 11 random digits: the account number of a new account (uniqueness is checked by the caller). */
export const randomAccountNumber = (): string =>
  Array.from({ length: 11 }, () => String(randomInt(0, 10))).join('');

/** RIB and IBAN of an account number at the partner bank's branch (domain IBAN/RIB rules). */
export function bankDetailsFor(bankCode: string, branchCode: string, accountNumber: string): BankDetails {
  const iban = frenchIban(bankCode, branchCode, accountNumber);
  // FR kk BBBBB GGGGG CCCCCCCCCCC RR: the RIB key is the last two characters of the BBAN.
  return { bankCode, branchCode, accountNumber, ribKey: iban.slice(-2), iban };
}
