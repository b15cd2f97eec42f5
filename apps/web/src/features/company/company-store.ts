import type { AddressReply, CompanyReply, LegalFormCode } from '@app/domain';
import type { CompanyDocumentFlag, Progress, StoredCompany } from '../../lib/progress';
import { getProgress, updateProgress } from '../../lib/progress-store';

/** Step data this feature keeps in progress.extra. */
interface CompanyExtra {
  /** The user chose to type the company's details (degraded mode, no register data). */
  companyDegraded?: boolean;
}

const extraOf = (progress: Progress): CompanyExtra => progress.extra as CompanyExtra;

export const isDegradedMode = (progress: Progress = getProgress()): boolean =>
  Boolean(extraOf(progress).companyDegraded);

const legalFormOf = (code: string | null | undefined, label?: string | null): StoredCompany['legal_form'] =>
  code ? { code: code as LegalFormCode, abbreviation: code as LegalFormCode, label: label ?? code } : null;

/**
 * Stores a company the API answered. Another company than the stored one starts afresh
 * (its documents and answers belong to the previous one).
 */
export function storeCompany(company: CompanyReply, options: { degraded?: boolean } = {}): void {
  updateProgress((progress) => {
    const previous = progress.company;
    const same = previous?.id && previous.id === company.id;
    return {
      ...progress,
      company: {
        ...(same ? previous : {}),
        ...company,
        legal_form: legalFormOf(
          company.legal_form?.abbreviation ?? company.legal_form?.code,
          company.legal_form?.label,
        ),
        documents: same ? previous?.documents : {},
      },
      kycAnswered: same ? progress.kycAnswered : false,
      extra: {
        ...progress.extra,
        companyDegraded: options.degraded ?? extraOf(progress).companyDegraded ?? false,
      },
    };
  });
}

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
