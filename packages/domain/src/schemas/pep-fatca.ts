import type { z } from 'zod';
import { issue } from './company-shared';

type Ctx = z.core.$RefinementCtx<unknown>;

/** A US TIN (SSN, ITIN or EIN): nine digits, written with or without its dashes. */
export const US_TIN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$|^\d{2}-?\d{7}$/;

/**
 * What the bank's review of a politically exposed person or a US person needs beyond the yes:
 * the function held and its country; the US taxpayer identification number (FATCA reporting).
 */
export function checkPepAndFatca(
  ctx: Ctx,
  person: {
    is_pep?: unknown;
    pep_function?: unknown;
    pep_country?: unknown;
    is_fatca?: unknown;
    us_tin?: unknown;
  },
) {
  if (person.is_pep === true) {
    if (!person.pep_function) issue(ctx, ['pep_function'], 'validation.pep_function_required');
    if (!person.pep_country) issue(ctx, ['pep_country'], 'validation.pep_country_required');
  }
  if (person.is_fatca === true) {
    if (!person.us_tin) issue(ctx, ['us_tin'], 'validation.us_tin_required');
    else if (typeof person.us_tin === 'string' && !US_TIN_PATTERN.test(person.us_tin))
      issue(ctx, ['us_tin'], 'validation.us_tin_format');
  }
}
