import { COMPANY_FREE_FIELDS } from '@app/domain';
import { useTranslation } from '../../lib/use-translation';
import { FreeFields } from '../../shared/free-fields/free-fields';
import type { CompanyFormValues } from './company-form-values';

/** The company's free fields, one input each, in the domain's order (labels in the locales). */
export function CompanyFreeFields() {
  const { t } = useTranslation();
  return (
    <FreeFields<CompanyFormValues, typeof COMPANY_FREE_FIELDS>
      fields={COMPANY_FREE_FIELDS}
      idPrefix="company"
      words={(field) => ({
        label: t(`company.form.free.${field}`),
        hint: t(`company.form.free.${field}Hint`),
      })}
    />
  );
}
