import type { PayerHolder } from '@app/domain';
import type { ShareholderRow } from '../../db/repositories/deposits';

/** The shareholder as the payer-name rule reads them: a person by their names, a company by its name and form. */
export const holderOf = (shareholder: ShareholderRow): PayerHolder =>
  shareholder.kind === 'company'
    ? { kind: 'company', name: shareholder.company_name ?? '', legalForm: shareholder.company_legal_form }
    : { kind: 'person', firstName: shareholder.first_name ?? '', lastName: shareholder.last_name ?? '' };
