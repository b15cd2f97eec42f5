import type { Progress } from '../../lib/progress';
import { getProgress, updateProgress } from '../../lib/progress-store';

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
