import type { Locale } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { VoucherRow } from '../../db/repositories/vouchers';
import type { Database } from '../../db/schema';

export interface Voucher {
  code: string;
  text: string;
}

/** Codes are typed by people: case and surrounding or inner spaces do not matter. */
export const normalizeVoucherCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

const textOf = (row: VoucherRow, locale: Locale): string =>
  locale === 'en' ? row.text_en : locale === 'de' ? row.text_de : row.text_fr;

export function createVoucherService({
  db,
  clock,
  repos,
}: {
  db: Kysely<Database>;
  clock: Clock;
  repos: ReposOf<'vouchers'>;
}) {
  const vouchers = repos.vouchers(db);
  return {
    /** The voucher and its text in the user's language, or null when unknown, inactive or out of its dates. */
    async find(code: string, locale: Locale): Promise<Voucher | null> {
      const normalized = normalizeVoucherCode(code);
      if (normalized.length === 0 || normalized.length > 64) return null;
      const row = await vouchers.find(normalized);
      const now = clock.now().toISOString();
      if (row?.active !== 1) return null;
      if (row.valid_from && row.valid_from > now) return null;
      if (row.valid_until && row.valid_until < now) return null;
      return { code: row.code, text: textOf(row, locale) };
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
