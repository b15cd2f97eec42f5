import type { MandateReply } from '@app/domain';
import type { Progress } from '../../lib/progress';
import { getProgress, updateProgress } from '../../lib/progress-store';

/** A company picked in the register for a new mandate, kept until its form is saved. */
export type MandateDraft = Pick<
  MandateReply,
  'name' | 'siret' | 'siren' | 'naf_activity_code' | 'address'
> & {
  /** The register may not know the legal form. */
  legal_form: MandateReply['legal_form'] | null;
  /** The register's label of the NAF code, shown beside it. */
  naf_activity_code_label?: string | null;
};

export const mandateDraftOf = (progress: Progress = getProgress()): MandateDraft | null =>
  ((progress.extra as { mandateDraft?: MandateDraft }).mandateDraft ?? null) as MandateDraft | null;

export function storeMandateDraft(draft: MandateDraft | null): void {
  updateProgress((progress) => ({ ...progress, extra: { ...progress.extra, mandateDraft: draft } }));
}
