import { Controller, useFormContext } from 'react-hook-form';
import { NafSelect } from './naf-select';

interface NafValues {
  naf_activity_code: string;
  /** The register's wording of the code, shown beside it until another code is picked. */
  naf_activity_code_label: string;
}

interface NafFieldProps {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/** The activity (NAF) code of a company form, shown with its label. */
export function NafField({ id, label, hint, required }: NafFieldProps) {
  const { control, watch, setValue } = useFormContext<NafValues>();
  return (
    <Controller
      control={control}
      name="naf_activity_code"
      render={({ field, fieldState }) => (
        <NafSelect
          id={id}
          label={label}
          hint={hint}
          required={required}
          value={field.value || null}
          selectedLabel={
            field.value
              ? [field.value, watch('naf_activity_code_label')].filter(Boolean).join(' – ')
              : undefined
          }
          onChange={(value) => {
            field.onChange(value);
            setValue('naf_activity_code_label', '');
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
