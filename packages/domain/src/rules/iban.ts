/**
 * French bank details. A RIB is bank code (5 digits), branch code (5 digits), account number
 * (11 digits or letters) and a 2-digit key; the French IBAN is "FR" + 2 check digits + those 23
 * characters.
 */

/** Letters of a French account number as the RIB key counts them (A,J -> 1; B,K,S -> 2; ...). */
const ribLetterValue = (char: string): string => {
  const code = char.charCodeAt(0) - 64; // A = 1
  if (code < 1 || code > 26) return char;
  // A-I -> 1-9, J-R -> 1-9, S-Z -> 2-9
  const value = code <= 9 ? code : code <= 18 ? code - 9 : code - 17;
  return String(value);
};

const ribDigits = (value: string): string => value.toUpperCase().replace(/[A-Z]/g, ribLetterValue);

/** mod 97 of a long decimal string, by chunks (no BigInt needed). */
export function mod97(digits: string): number {
  let remainder = 0;
  for (let index = 0; index < digits.length; index += 7) {
    remainder = Number(`${remainder}${digits.slice(index, index + 7)}`) % 97;
  }
  return remainder;
}

/** RIB key: 97 - ((89 * bank + 15 * branch + 3 * account) mod 97), on two digits. */
export function ribKey(bankCode: string, branchCode: string, accountNumber: string): string {
  const bank = Number(ribDigits(bankCode));
  const branch = Number(ribDigits(branchCode));
  const account = Number(ribDigits(accountNumber));
  const remainder = (89 * bank + 15 * branch + 3 * account) % 97;
  return String(97 - remainder).padStart(2, '0');
}

export function isValidRib(
  bankCode: string,
  branchCode: string,
  accountNumber: string,
  key: string,
): boolean {
  return (
    /^\d{5}$/.test(bankCode) &&
    /^\d{5}$/.test(branchCode) &&
    /^[0-9A-Z]{11}$/i.test(accountNumber) &&
    ribKey(bankCode, branchCode, accountNumber) === key
  );
}

/** IBAN letters become numbers (A = 10 ... Z = 35). */
const ibanDigits = (value: string): string =>
  value.toUpperCase().replace(/[A-Z]/g, (char) => String(char.charCodeAt(0) - 55));

export const compactIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** Two check digits of an IBAN from its country code and BBAN. */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const remainder = mod97(ibanDigits(`${bban}${countryCode}00`));
  return String(98 - remainder).padStart(2, '0');
}

/** Structure and mod-97 check of any IBAN; a French one must also carry a valid RIB key. */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{10,30}$/.test(iban)) return false;
  if (mod97(ibanDigits(`${iban.slice(4)}${iban.slice(0, 4)}`)) !== 1) return false;
  if (iban.startsWith('FR')) {
    if (iban.length !== 27) return false;
    const bban = iban.slice(4);
    return isValidRib(bban.slice(0, 5), bban.slice(5, 10), bban.slice(10, 21), bban.slice(21, 23));
  }
  return true;
}

/** A French IBAN from RIB parts, with its RIB key and check digits. */
export function frenchIban(bankCode: string, branchCode: string, accountNumber: string): string {
  const account = accountNumber.toUpperCase().padStart(11, '0');
  const bban = `${bankCode}${branchCode}${account}${ribKey(bankCode, branchCode, account)}`;
  return `FR${ibanCheckDigits('FR', bban)}${bban}`;
}

/** "FR7630006000011234567890189" -> "FR76 3000 6000 0112 3456 7890 189". */
export const formatIban = (value: string): string => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
