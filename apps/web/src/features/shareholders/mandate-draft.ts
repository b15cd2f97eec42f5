import type { Progress } from '../../lib/progress';
import { getProgress, updateProgress } from '../../lib/progress-store';
import type { CompanySearchResult } from '../company/company-types';

/** A company picked in the register for a new mandate, kept until its form is saved. */
export interface MandateDraft {
  name: string;
  siret: string | null;
  siren: string | null;
  legal_form: string | null;
  naf_activity_code: string | null;
  naf_activity_code_label?: string | null;
  address: { street: string; details: string | null; zip: string; city: string; country: string } | null;
}

export const mandateDraftOf = (progress: Progress = getProgress()): MandateDraft | null =>
  ((progress.extra as { mandateDraft?: MandateDraft }).mandateDraft ?? null) as MandateDraft | null;

export function storeMandateDraft(draft: MandateDraft | null): void {
  updateProgress((progress) => ({ ...progress, extra: { ...progress.extra, mandateDraft: draft } }));
}

export const mandateDraftFromResult = (result: CompanySearchResult): MandateDraft => ({
  name: result.socialReason,
  siret: result.siret,
  siren: result.siren,
  legal_form: result.legalFormCode,
  naf_activity_code: result.ape,
  naf_activity_code_label: result.apeText,
  address: result.address
    ? {
        street: result.address,
        details: null,
        zip: result.postalCode ?? '',
        city: result.city ?? '',
        country: 'FR',
      }
    : null,
});
