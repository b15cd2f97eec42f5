import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { BackLink } from '../../components/back-link';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { ErrorSummary } from './error-summary';

interface JourneyFormProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's alert (useApiForm's alert.messages). */
  alert: readonly string[] | null;
  submitLabel: string;
  /** While files are missing or uploading, the form cannot go on. */
  submitDisabled?: boolean;
  /** The previous screen, when the form has a Back button. */
  back?: string;
  /** Said under the buttons (why the form cannot go on yet). */
  footnote?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A journey screen's form: its fields under a FormProvider, the required-fields hint above them,
 * then the alert, Back and the submit button.
 */
export function JourneyForm<V extends FieldValues>({
  form,
  onSubmit,
  alert,
  submitLabel,
  submitDisabled,
  back,
  footnote,
  className = 'stack',
  children,
}: JourneyFormProps<V>) {
  const { t } = useTranslation();
  return (
    <FormProvider {...form}>
      <form className={className} onSubmit={onSubmit} noValidate>
        <p className="small muted">{t('common.requiredHint')}</p>
        {children}
        <ErrorSummary messages={alert} errors={form.formState.errors} />
        <div className="form-actions">
          {back ? <BackLink to={back} /> : null}
          <Button type="submit" loading={form.formState.isSubmitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
        {footnote}
      </form>
    </FormProvider>
  );
}
