import type { AddressReply, CompanyReply } from '@app/domain';
import type { CompanyDocumentFlag, Progress } from '../../lib/progress';
import { getProgress, updateProgress } from '../../lib/progress-store';
import { extraOf, legalFormOf } from '../../shared/company-fields/store-company';

// The saved company's store is shared: resuming one of several openings stores its company too.
export { storeCompany } from '../../shared/company-fields/store-company';

export const isDegradedMode = (progress: Progress = getProgress()): boolean =>
  Boolean(extraOf(progress).companyDegraded);

/** A register result not saved yet: it prefills the company form. Keeps the saved id, if any. */
export function storeCompanyDraft(
  draft: Partial<Omit<CompanyReply, 'legal_form' | 'address'>> & {
    legal_form?: string | null;
    address?: AddressReply | null;
  },
  degraded = false,
): void {
  updateProgress((progress) => ({
    ...progress,
    company: {
      id: progress.company?.id ?? null,
      documents: progress.company?.documents ?? {},
      ...draft,
      legal_form: legalFormOf(draft.legal_form),
    },
    extra: { ...progress.extra, companyDegraded: degraded },
  }));
}

/** Degraded mode: nothing from the register, the form starts empty (a saved company keeps its id). */
export function startManualEntry(): void {
  updateProgress((progress) => ({
    ...progress,
    company: progress.company?.id ? progress.company : null,
    extra: { ...progress.extra, companyDegraded: true },
  }));
}

export function setCompanyDocuments(flags: Partial<Record<CompanyDocumentFlag, boolean>>): void {
  updateProgress((progress) =>
    progress.company
      ? {
          ...progress,
          company: { ...progress.company, documents: { ...progress.company.documents, ...flags } },
        }
      : progress,
  );
}
