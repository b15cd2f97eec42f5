import { COMPANY_FREE_FIELD_NAMES, COMPANY_FREE_FIELDS, type FreeFieldKind } from '@app/domain';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../lib/use-translation';
import type { CompanyFormValues } from './company-form-values';

/** How each kind of free field is typed in: the keyboard, the browser's autofill. */
const INPUT_OF_KIND: Record<FreeFieldKind, { type: 'text' | 'url'; autoComplete: string }> = {
  text: { type: 'text', autoComplete: 'off' },
  url: { type: 'url', autoComplete: 'url' },
};

/** The company's optional free fields, one input each, in the domain's order (labels in the locales). */
export function CompanyFreeFields() {
  const { t } = useTranslation();
  return COMPANY_FREE_FIELD_NAMES.map((field) => (
    <TextField<CompanyFormValues>
      key={field}
      name={field}
      id={`company-${field.replaceAll('_', '-')}`}
      label={t(`company.form.free.${field}`)}
      hint={t(`company.form.free.${field}Hint`)}
      {...INPUT_OF_KIND[COMPANY_FREE_FIELDS[field]]}
    />
  ));
}
