import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CountrySelect } from './country-select';

export interface CountryFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  label: ReactNode;
  required?: boolean;
}

/** A form's country list, bound to its field; the field's error shows under it. */
export function CountryField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  required = true,
}: CountryFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountrySelect
          id={id}
          label={label}
          required={required}
          value={field.value || null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
