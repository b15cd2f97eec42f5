import {
  type CapitalDepositReply,
  type CompanyRegistrationBody,
  CompanyRegistrationBodySchema,
} from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { ValidationError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { depositQueryKey } from '../../shared/deposit-account/deposit-account-api';
import { ErrorSummary } from '../../shared/forms/error-summary';
import { useApiForm } from '../../shared/forms/use-api-form';
import { saveRegistration } from './capital-deposit-api';

type Registration = CapitalDepositReply['registration'];

/**
 * The registered company as its Kbis names it, given before the Kbis: its SIREN (the domain's
 * rule, checked here and by the API) and its registered name, in which the company's account opens.
 */
export function RegistrationForm({
  companyId,
  registration,
}: {
  companyId: string;
  registration: Registration;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const { form, alert, showFailure, submit } = useApiForm<CompanyRegistrationBody>({
    schema: CompanyRegistrationBodySchema,
    defaultValues: {
      siren: registration?.siren ?? '',
      registered_name: registration?.registered_name ?? '',
    },
    mode: 'onSubmit',
  });
  const { register, formState } = form;

  const onSubmit = submit(async (values) => {
    setFailed(false);
    setSaved(false);
    try {
      await saveRegistration(companyId, values);
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: depositQueryKey(companyId) });
    } catch (error) {
      if (error instanceof ValidationError) showFailure(error);
      else setFailed(true);
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-labelledby="deposit-registration-title">
      <h3 id="deposit-registration-title">{t('capitalDeposit.registration.title')}</h3>
      <p>{t('capitalDeposit.registration.lead')}</p>
      <TextInput
        id="deposit-registration-siren"
        label={t('capitalDeposit.registration.siren')}
        hint={t('capitalDeposit.registration.sirenHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={formState.errors.siren?.message}
        {...register('siren')}
      />
      <TextInput
        id="deposit-registration-name"
        label={t('capitalDeposit.registration.name')}
        hint={t('capitalDeposit.registration.nameHint')}
        autoComplete="organization"
        required
        error={formState.errors.registered_name?.message}
        {...register('registered_name')}
      />
      {failed ? <Alert tone="error">{t('capitalDeposit.registration.failed')}</Alert> : null}
      {saved ? <Alert tone="success">{t('capitalDeposit.registration.saved')}</Alert> : null}
      <Button type="submit" loading={formState.isSubmitting}>
        {t('capitalDeposit.registration.submit')}
      </Button>
      <ErrorSummary messages={alert.messages} errors={formState.errors} />
    </form>
  );
}
