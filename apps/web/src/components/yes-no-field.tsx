import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { YesNo } from './ui/yes-no';

export interface YesNoFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, boolean | null>;
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Runs after the answer is stored (e.g. to clear a field the answer hides). */
  onAnswer?: (value: boolean) => void;
}

/** A form's yes/no question, bound to its field; the field's error shows under it. */
export function YesNoField<T extends FieldValues>({
  control,
  name,
  id,
  legend,
  hint,
  required = true,
  onAnswer,
}: YesNoFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <YesNo
          id={id}
          name={field.name}
          legend={legend}
          hint={hint}
          required={required}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onAnswer?.(value);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
