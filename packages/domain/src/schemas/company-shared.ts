import type { z } from 'zod';
import { isValidRna } from '../rules/rna';
import { isValidSiren, isValidSiret } from '../rules/siren-siret';

type Ctx = z.core.$RefinementCtx<unknown>;

export const NAF_CODE_PATTERN = /^\d{2}\.?\d{2}[A-Za-z]$/;

export const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', message, path });

/** RNA: required for associations, 10 or 14 upper-case letters and digits when given. */
export function checkRna(ctx: Ctx, rna: unknown, required: boolean) {
  if (typeof rna !== 'string' || rna === '') {
    if (required) issue(ctx, ['rna'], 'validation.rna_required');
  } else if (!isValidRna(rna)) issue(ctx, ['rna'], 'validation.rna_format');
}

/** SIRET: required when asked; when given, 14 digits with a valid key. */
export function checkSiret(ctx: Ctx, siret: unknown, required: boolean) {
  if (typeof siret !== 'string' || siret === '') {
    if (required) issue(ctx, ['siret'], 'validation.required');
  } else if (!isValidSiret(siret)) issue(ctx, ['siret'], 'validation.siret_invalid');
}

/** A SIREN given without a SIRET: 9 digits with a valid key (with one, it is the SIRET's head). */
export function checkSiren(ctx: Ctx, siren: unknown, siret: unknown) {
  const withoutSiret = typeof siret !== 'string' || siret === '';
  if (withoutSiret && typeof siren === 'string' && siren !== '' && !isValidSiren(siren)) {
    issue(ctx, ['siren'], 'validation.siren_invalid');
  }
}

/**
 * A legal representative names their position; NON (delegated by a representative) is kept for
 * the account user who is not one, so a legal representative cannot hold it.
 */
export function checkTitle(ctx: Ctx, answers: { is_mandatary?: unknown; title_code?: unknown }) {
  if (answers.is_mandatary !== true) return;
  if (!answers.title_code) issue(ctx, ['title_code'], 'validation.position_required');
  else if (answers.title_code === 'NON') issue(ctx, ['title_code'], 'validation.title_not_selectable');
}

/** is_shareholder no -> shares are ignored; foreign tax residence no -> no country. */
export function checkForeignTaxCountry(ctx: Ctx, hasForeignTaxCountry: unknown, country: unknown) {
  if (hasForeignTaxCountry === true && (typeof country !== 'string' || country === '')) {
    issue(ctx, ['foreign_tax_country'], 'validation.foreign_tax_country_required');
  }
}
