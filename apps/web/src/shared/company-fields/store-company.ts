import type { CompanyReply, LegalFormCode } from '@app/domain';
import type { Progress, StoredCompany } from '../../lib/progress';
import { updateProgress } from '../../lib/progress-store';

/** Step data this feature keeps in progress.extra. */
export interface CompanyExtra {
  /** The user chose to type the company's details (degraded mode, no register data). */
  companyDegraded?: boolean;
}

export const extraOf = (progress: Progress): CompanyExtra => progress.extra as CompanyExtra;

export const legalFormOf = (
  code: string | null | undefined,
  label?: string | null,
): StoredCompany['legal_form'] =>
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
