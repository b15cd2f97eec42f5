import { type FieldPath, type FieldValues, get, useFormContext } from 'react-hook-form';
import { TextInput, type TextInputProps } from './ui/text-input';

export interface TextFieldProps<T extends FieldValues> extends Omit<TextInputProps, 'name' | 'error'> {
  name: FieldPath<T>;
}

/** A form's text input, bound to its field (under a FormProvider); the field's error shows under it. */
export function TextField<T extends FieldValues>({ name, ...props }: TextFieldProps<T>) {
  const { register, formState } = useFormContext<T>();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return <TextInput {...props} error={error} {...register(name)} />;
}
