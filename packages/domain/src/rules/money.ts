/**
 * Money as the bank keeps it: whole cents (integers) in the database and in computations, a
 * decimal string with exactly two places on the wire ("6000.00"). No binary float touches an
 * amount on its way between the two.
 */

/** "6000.00" -> 600000. The caller has checked the shape (MoneySchema). */
export function moneyToCents(value: string): number {
  const [euros = '0', cents = '0'] = value.split('.');
  return Number(euros) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** 600000 -> "6000.00". */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A stored decimal text ("10000", "10000.5", "10 000,50") -> cents; null when it is no amount. */
export function decimalTextToCents(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const compact = value.replace(/[\s\u00a0\u202f]+/g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * A holder's share of the capital in cents: capital × shares ÷ total shares, rounded half up to
 * the cent (spec §9), computed on integers so that large capitals keep every cent.
 */
export function capitalShareCents(capitalCents: number, totalShares: number, shares: number): number {
  if (!(totalShares > 0)) return 0;
  const numerator = BigInt(capitalCents) * BigInt(shares) * 2n + BigInt(totalShares);
  return Number(numerator / (2n * BigInt(totalShares)));
}
