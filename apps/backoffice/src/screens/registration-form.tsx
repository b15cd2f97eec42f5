import { useState } from 'react';
import { callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { ApiFieldsForm } from './api-fields-form';
import { useRefreshDeposit } from './capital-deposit-api';

/**
 * An operator reviewing the Kbis corrects the registered company (SIREN, name as on the Kbis): the
 * API checks the SIREN with the domain's rule and answers each field's message in the operator's language.
 */
export function RegistrationForm({
  caseId,
  initial,
}: {
  caseId: string;
  initial: { siren: string; registered_name: string } | null;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshDeposit(caseId);
  const [values, setValues] = useState({
    siren: initial?.siren ?? '',
    registered_name: initial?.registered_name ?? '',
  });

  const save = async () => {
    await callApi('PUT /backoffice/cases/{caseId}/capital-deposit/registration', {
      params: { caseId },
      body: values,
    });
    await refresh();
    return t('deposit.registrationForm.saved');
  };

  return (
    <ApiFieldsForm
      idPrefix="registration"
      title={t('deposit.registrationForm.title')}
      submitLabel={t('deposit.registrationForm.submit')}
      fields={[
        { name: 'siren', label: t('deposit.registrationForm.siren'), inputMode: 'numeric' },
        { name: 'registered_name', label: t('deposit.registrationForm.name') },
      ]}
      values={values}
      onChange={setValues}
      onSubmit={save}
    />
  );
}
