/**
 * INSEE legal categories (level III, 260 codes) with the bank's legal form for each. Import by
 * subpath (`@app/domain/legal-categories`).
 */
import {
  LEGAL_CATEGORY_LEVEL1_LABELS,
  LEGAL_CATEGORY_LEVEL2_LABELS,
  LEGAL_CATEGORY_ROWS,
} from './generated/legal-categories';
import { type Page, type PageRequest, searchItems } from './rules/text-search';
import { legalFormFromInseeCategory } from './tables/insee-legal-forms';
import type { LegalFormCode } from './tables/legal-forms';

export interface LegalCategory {
  /** 4 digits, e.g. "5710". */
  code: string;
  label: string;
  /** The bank's legal form, when one fits. */
  legalForm: LegalFormCode | null;
}

export const LEGAL_CATEGORIES: readonly LegalCategory[] = LEGAL_CATEGORY_ROWS.map(([code, label]) => ({
  code,
  label,
  legalForm: legalFormFromInseeCategory(code),
}));

export { LEGAL_CATEGORY_LEVEL1_LABELS, LEGAL_CATEGORY_LEVEL2_LABELS };

const byCode = new Map(LEGAL_CATEGORIES.map((category) => [category.code, category]));

export const findLegalCategory = (code: string | number | null | undefined): LegalCategory | undefined =>
  code === null || code === undefined ? undefined : byCode.get(String(code).trim().padStart(4, '0'));

export function searchLegalCategories(
  query: string | null | undefined,
  request: PageRequest = {},
): Page<LegalCategory> {
  return searchItems(LEGAL_CATEGORIES, query, (category) => `${category.code} ${category.label}`, request);
}
