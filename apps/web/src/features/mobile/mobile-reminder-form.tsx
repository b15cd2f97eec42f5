import { COMPANY_SIZES, type MobileReminder, MobileReminderSchema } from '@app/domain';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, fieldIds } from '../../components/ui/field';
import { TextInput } from '../../components/ui/text-input';
import { ValidationError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { ErrorSummary } from '../../shared/forms/error-summary';
import { useApiForm } from '../../shared/forms/use-api-form';
import { sendSignupReminder } from './mobile-api';

type Values = Omit<MobileReminder, 'company_size'> & { company_size: MobileReminder['company_size'] | '' };
const EMPTY: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company_name: '',
  company_size: '',
};
const FIELDS = Object.keys(EMPTY) as Array<keyof Values>;

/** The reminder form of the mobile notice (spec §4 Mobile form). */
export function MobileReminderForm({ commercialUrl }: { commercialUrl: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [emailDenied, setEmailDenied] = useState(false);
  const { form, alert, attachServerErrors, submit } = useApiForm<Values>({
    schema: MobileReminderSchema,
    defaultValues: EMPTY,
    mode: 'onSubmit',
  });
  const { register, formState, watch, reset } = form;
  const { errors, isSubmitting, isSubmitted } = formState;
  const values = watch();
  const anyEmpty = FIELDS.some((field) => !String(values[field] ?? '').trim());
  const hasErrors = Object.keys(errors).length > 0;
  // Spec §4: disabled while a field is empty, while errors exist before the first submit, or while sending.
  const disabled = anyEmpty || (hasErrors && !isSubmitted) || isSubmitting;
  const labels: Record<keyof Values, string> = {
    first_name: t('mobile.firstName'),
    last_name: t('mobile.lastName'),
    email: t('mobile.email'),
    phone: t('mobile.phone'),
    company_name: t('mobile.companyName'),
    company_size: t('mobile.companySize'),
  };
  // A disabled button says why: the fields still empty, else those to correct.
  const empty = FIELDS.filter((field) => !String(values[field] ?? '').trim());
  const wrong = FIELDS.filter((field) => errors[field]);
  const hint =
    isSubmitting || !disabled
      ? null
      : empty.length > 0
        ? t('mobile.missing', { fields: empty.map((field) => labels[field]).join(', ') })
        : t('mobile.fix', { fields: wrong.map((field) => labels[field]).join(', ') });

  const onSubmit = submit(async (data) => {
    try {
      await sendSignupReminder(data as MobileReminder);
      setSent(true);
    } catch (error) {
      if (error instanceof ValidationError) {
        attachServerErrors(error);
        return;
      }
      reset(EMPTY);
      setEmailDenied(true);
    }
  });

  if (sent) {
    return (
      <Alert tone="success" title={t('mobile.sentTitle')}>
        <p>{t('mobile.sentText')}</p>
        <p>
          <a href={commercialUrl}>{t('mobile.commercialLink')}</a>
        </p>
      </Alert>
    );
  }

  const sizeIds = fieldIds('mobile-company-size', null, errors.company_size?.message);
  const emailField = register('email');
  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-labelledby="mobile-form-title">
      <h2 id="mobile-form-title">{t('mobile.formTitle')}</h2>
      <TextInput
        id="mobile-first-name"
        label={t('mobile.firstName')}
        autoComplete="given-name"
        required
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextInput
        id="mobile-last-name"
        label={t('mobile.lastName')}
        autoComplete="family-name"
        required
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextInput
        id="mobile-email"
        label={t('mobile.email')}
        type="email"
        autoComplete="email"
        required
        error={emailDenied ? t('mobile.emailDenied') : errors.email?.message}
        {...emailField}
        onChange={(event) => {
          setEmailDenied(false);
          return emailField.onChange(event);
        }}
      />
      <TextInput
        id="mobile-phone"
        label={t('mobile.phone')}
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextInput
        id="mobile-company-name"
        label={t('mobile.companyName')}
        autoComplete="organization"
        required
        error={errors.company_name?.message}
        {...register('company_name')}
      />
      <Field
        id="mobile-company-size"
        label={t('mobile.companySize')}
        required
        error={errors.company_size?.message}
      >
        <select
          id="mobile-company-size"
          className="input"
          aria-invalid={errors.company_size ? true : undefined}
          aria-describedby={sizeIds.describedBy}
          {...register('company_size')}
        >
          <option value="">{t('common.choose')}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('mobile.companySizeOption', { size })}
            </option>
          ))}
        </select>
      </Field>
      <Button
        type="submit"
        fullWidth
        disabled={disabled}
        loading={isSubmitting}
        aria-describedby={hint ? 'mobile-submit-hint' : undefined}
      >
        {t('mobile.submit')}
      </Button>
      {hint ? (
        <p id="mobile-submit-hint" className="mobile__hint small" aria-live="polite">
          {hint}
        </p>
      ) : null}
      <ErrorSummary messages={alert.messages} errors={form.formState.errors} />
    </form>
  );
}
