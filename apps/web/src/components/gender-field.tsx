import { GENDER_LABELS, GENDERS } from '@app/domain';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { currentLocale } from '../lib/i18n';
import { RadioGroup } from './ui/radio-group';

export interface GenderFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, 1 | 2 | null>;
  id: string;
  legend: ReactNode;
}

/** A form's civility question (the domain's genders), bound to its field; its error shows under it. */
export function GenderField<T extends FieldValues>({ control, name, id, legend }: GenderFieldProps<T>) {
  const locale = currentLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          id={id}
          name={field.name}
          legend={legend}
          required
          options={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender][locale] }))}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
