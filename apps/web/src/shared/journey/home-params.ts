import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';

/** Decodes the sponsor parameter (a base64 e-mail); null when it is not one. */
export function decodeSponsor(value: string | null): string | null {
  if (!value) return null;
  try {
    const text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const decoded = new TextDecoder().decode(Uint8Array.from(text, (char) => char.charCodeAt(0)));
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** Stores the sponsor e-mail and the offer (voucher) code given in the home URL. */
export function storeHomeParams(search: URLSearchParams): void {
  const sponsor = decodeSponsor(search.get('sponsor'));
  if (sponsor) writeString(STORAGE_KEYS.sponsor, sponsor);
  const offer = search.get('offer')?.trim();
  if (offer) writeString(STORAGE_KEYS.voucher, offer);
}

export const storedVoucher = (): string | null => readString(STORAGE_KEYS.voucher);
export const storedSponsor = (): string | null => readString(STORAGE_KEYS.sponsor);
export const forgetVoucher = (): void => writeString(STORAGE_KEYS.voucher, null);
