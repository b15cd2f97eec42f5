/** SIREN as 3-3-3 digits, SIRET as 3-3-3-5 (display only; the API gets plain digits). */
export function formatSiren(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 9 ? digits.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') : (value ?? '');
}

export function formatSiret(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 14 ? digits.replace(/(\d{3})(\d{3})(\d{3})(\d{5})/, '$1 $2 $3 $4') : (value ?? '');
}

/** "12 rue X, 75001 Paris" from the register's pieces, skipping what is missing. */
export const placeOf = (address: string | null, postalCode: string | null, city: string | null): string =>
  [address, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
