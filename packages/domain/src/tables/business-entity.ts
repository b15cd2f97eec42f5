import type { LegalFormCode } from './legal-forms';

// Apart from the legal forms' table and its labels: the route guards of the first screen read
// these, and the labels would come with them.

/** Associations are recognised by the ASS abbreviation (spec §3). */
export const isAssociation = (code: string | null | undefined): boolean => code === 'ASS';

/**
 * Sole traders: one person practising in their own name (entreprise individuelle, micro-entrepreneur,
 * and the older EIRL). The person is the business: the business form asks the person's own due
 * diligence, there is no one else to declare, no statutes, and every word speaks of "your activity".
 */
export const SOLE_TRADER_FORMS: readonly LegalFormCode[] = ['EI', 'AE', 'EIRL'];

export const isSoleTrader = (code: string | null | undefined): boolean =>
  !!code && (SOLE_TRADER_FORMS as readonly string[]).includes(code);

/**
 * What the customer's business is, for the words that speak of it: a company ("your company"), a
 * sole trader's activity ("your activity", the person's own name) or an association.
 */
export type BusinessEntity = 'company' | 'business' | 'association';

export function businessEntity(code: string | null | undefined): BusinessEntity {
  if (isSoleTrader(code)) return 'business';
  if (isAssociation(code)) return 'association';
  return 'company';
}
