import { type FormEvent, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { useRefreshDeposit } from './capital-deposit-api';

const FIELDS = ['siren', 'registered_name'] as const;
type Field = (typeof FIELDS)[number];

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
  const [values, setValues] = useState<Record<Field, string>>({
    siren: initial?.siren ?? '',
    registered_name: initial?.registered_name ?? '',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setResult(null);
    try {
      await callApi('PUT /backoffice/cases/{caseId}/capital-deposit/registration', {
        params: { caseId },
        body: values,
      });
      setResult(t('deposit.registrationForm.saved'));
      await refresh();
    } catch (failure) {
      setFields(failure instanceof ApiError ? failure.fields : {});
      setResult(failure instanceof ApiError ? failure.message : t('errors.network'));
    }
  };

  return (
    <form
      className="transfer-form"
      aria-labelledby="registration-form-title"
      onSubmit={(event) => void submit(event)}
    >
      <h4 id="registration-form-title">{t('deposit.registrationForm.title')}</h4>
      {FIELDS.map((field) => (
        <p key={field}>
          <label htmlFor={`registration-${field}`}>
            {t(field === 'siren' ? 'deposit.registrationForm.siren' : 'deposit.registrationForm.name')}
          </label>
          <input
            id={`registration-${field}`}
            inputMode={field === 'siren' ? 'numeric' : undefined}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            aria-invalid={fields[field] ? true : undefined}
            aria-describedby={fields[field] ? `registration-${field}-error` : undefined}
          />
          {fields[field] && <span id={`registration-${field}-error`}>{fields[field]}</span>}
        </p>
      ))}
      <button type="submit">{t('deposit.registrationForm.submit')}</button>
      <p role="status">{result}</p>
    </form>
  );
}
