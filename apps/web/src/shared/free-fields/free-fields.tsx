import type { FreeFieldKind } from '@app/domain';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  useFormContext,
} from 'react-hook-form';
import { TextField } from '../../components/text-field';
import { YesNoField } from '../../components/yes-no-field';

/** How each kind of text field is typed in: the keyboard, the browser's autofill. */
const INPUT_OF_KIND = {
  text: { type: 'text', autoComplete: 'off' },
  url: { type: 'url', autoComplete: 'url' },
} as const;

export interface FreeFieldsProps<Fields extends Record<string, FreeFieldKind>> {
  fields: Fields;
  /** The form's element ids start with it: `company` gives `company-website`. */
  idPrefix: string;
  /** A field's words (its label and hint), from the form's locale file. */
  words: (field: keyof Fields & string) => { label: ReactNode; hint: ReactNode };
}

/**
 * A domain list's free fields (schemas/free-fields), one input each in the list's order: a text
 * input for text and web addresses, a yes/no question for yes/no ones.
 */
export function FreeFields<T extends FieldValues, Fields extends Record<string, FreeFieldKind>>({
  fields,
  idPrefix,
  words,
}: FreeFieldsProps<Fields>) {
  const { control } = useFormContext<T>();
  return (Object.entries(fields) as [keyof Fields & string, FreeFieldKind][]).map(([field, kind]) => {
    const id = `${idPrefix}-${field.replaceAll('_', '-')}`;
    const { label, hint } = words(field);
    if (kind === 'yes_no') {
      return (
        <YesNoField<T>
          key={field}
          control={control as Control<T>}
          name={field as FieldPathByValue<T, boolean | null>}
          id={id}
          legend={label}
          hint={hint}
        />
      );
    }
    return (
      <TextField<T>
        key={field}
        name={field as FieldPath<T>}
        id={id}
        label={label}
        hint={hint}
        {...INPUT_OF_KIND[kind]}
      />
    );
  });
}
