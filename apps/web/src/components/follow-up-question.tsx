import type { ReactNode } from 'react';
import {
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  useFormContext,
} from 'react-hook-form';
import { YesNoField } from './yes-no-field';

export interface FollowUpQuestionProps<T extends FieldValues> {
  /** The yes/no answer. */
  name: FieldPathByValue<T, boolean | null>;
  /** The follow-up's answer, as typed: a "no" empties it (spec §4). */
  clears: FieldPath<T>;
  id: string;
  legend: string;
  hint?: string;
  required?: boolean;
  /** The follow-up, asked after a yes. */
  children: ReactNode;
}

/** A yes/no question (under a FormProvider) whose yes asks one more thing and whose no forgets it. */
export function FollowUpQuestion<T extends FieldValues>({
  name,
  clears,
  id,
  legend,
  hint,
  required,
  children,
}: FollowUpQuestionProps<T>) {
  const { control, watch, setValue } = useFormContext<T>();
  return (
    <>
      <YesNoField
        control={control}
        name={name}
        id={id}
        legend={legend}
        hint={hint}
        required={required}
        onAnswer={(value) => {
          if (!value) setValue(clears, '' as PathValue<T, FieldPath<T>>);
        }}
      />
      {watch(name) ? children : null}
    </>
  );
}
