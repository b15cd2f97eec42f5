import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Mode, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../lib/form-errors';
import { useUnsavedChangesWarning } from '../../lib/hooks/use-unsaved-changes-warning';
import { type ParsingSchema, zodFormResolver } from '../../lib/zod-resolver';
import { focusFirstInvalid } from './invalid-fields';
import { serverErrorPaths } from './server-error-paths';
import { useFormAlert } from './use-form-alert';

export interface ApiFormOptions<V extends FieldValues> {
  /** The domain schema of the form; a function when it changes while the form is open (a password scorer). */
  schema: ParsingSchema | (() => ParsingSchema);
  /** The payload the schema checks, when it is not the values themselves (see zodFormResolver). */
  toPayload?: (values: V) => unknown;
  /** The prefill; its paths the schema checks are the fields a 422 is shown at. */
  defaultValues: V;
  /** Values the schema checks that have no input of their own: a 422 about them goes to the alert. */
  alertFields?: readonly string[];
  /** A journey screen: leaving the page with unsaved changes asks first (spec §2.3). */
  warnUnsaved?: boolean;
  mode?: Mode;
}

/**
 * A form checked with a domain schema: react-hook-form with its resolver, a 422's messages at
 * their fields and the others in the form's alert, "fix the form" on an invalid submit with the
 * first invalid field on screen focused (ErrorSummary lists them all), and the unsaved-changes
 * warning.
 */
export function useApiForm<V extends FieldValues>({
  schema,
  toPayload,
  defaultValues,
  alertFields = [],
  warnUnsaved = false,
  mode,
}: ApiFormOptions<V>) {
  const schemaNow = () => (typeof schema === 'function' ? schema() : schema);
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: (values, context, options) => zodFormResolver(schemaNow(), toPayload)(values, context, options),
    mode,
    // Focus goes to the first invalid field on screen, not the first the schema lists.
    shouldFocusError: false,
  });
  const { formState } = form;
  const [knownFields] = useState(() =>
    serverErrorPaths(defaultValues, schemaNow()).filter((path) => !alertFields.includes(path)),
  );
  const alert = useFormAlert(Object.keys(formState.errors).length > 0);
  useUnsavedChangesWarning(warnUnsaved && formState.isDirty && !formState.isSubmitSuccessful);

  /** Puts a 422's messages at their fields; returns those no field takes. */
  const attachServerErrors = (error: unknown): string[] =>
    applyServerErrors(error, form.setError, knownFields);

  return {
    form,
    alert,
    attachServerErrors,
    /** A failed save: the 422's messages at their fields, the others (or "fix the form") in the alert. */
    showFailure: (error: unknown) => {
      alert.showFailure(attachServerErrors(error));
      focusFirstInvalid(form.formState.errors);
    },
    /** The submit handler: the alert is cleared before saving; an invalid form says so in the alert. */
    submit: (save: (values: V) => Promise<void>) =>
      form.handleSubmit(
        async (values) => {
          alert.clear();
          await save(values);
        },
        (errors) => {
          alert.showInvalid();
          focusFirstInvalid(errors);
        },
      ),
  };
}
