import { isLegalFormCode, legalFormLabel } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { currentLocale } from '../../lib/i18n';
import { LegalFormSelect } from './legal-form-select';

interface LegalFormValues {
  /** The legal form's abbreviation. */
  legal_form: string;
  /** The register's wording of it, shown until another form is picked. */
  legal_form_label: string;
}

interface LegalFormFieldProps {
  id: string;
  label: string;
  /** Forms hidden from the choice (spec §5, e.g. for a shareholder company). */
  exclude?: readonly string[];
}

/** The legal form of a company form (under a FormProvider), shown by its label. */
export function LegalFormField({ id, label, exclude }: LegalFormFieldProps) {
  const locale = currentLocale();
  const { control, watch, setValue } = useFormContext<LegalFormValues>();
  return (
    <Controller
      control={control}
      name="legal_form"
      render={({ field, fieldState }) => (
        <LegalFormSelect
          id={id}
          label={label}
          required
          exclude={exclude}
          value={field.value || null}
          selectedLabel={
            watch('legal_form_label') ||
            (isLegalFormCode(field.value) ? legalFormLabel(field.value, locale) : field.value) ||
            undefined
          }
          onChange={(value) => {
            field.onChange(value);
            setValue('legal_form_label', '');
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
