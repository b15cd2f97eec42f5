import { type FormEvent, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';

const EMPTY = { payer_name: '', payer_iban: '', amount: '', value_date: '' };
type Field = keyof typeof EMPTY;
const FIELDS: readonly Field[] = ['payer_name', 'payer_iban', 'amount', 'value_date'];

/** A supervisor records a first transfer read on the bank's statement; the API accepts or holds it. */
export function FirstTransferForm({
  caseId,
  onRecorded,
}: {
  caseId: string;
  onRecorded: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setResult(null);
    try {
      const recorded = await callApi('POST /backoffice/cases/{caseId}/first-transfers', {
        params: { caseId },
        body: { ...values, amount: values.amount.replace(',', '.') },
      });
      setResult(
        recorded.hold_reason
          ? t('decisions.transfers.heldAs', { reason: t(`decisions.transfers.hold.${recorded.hold_reason}`) })
          : t('decisions.transfers.accepted'),
      );
      setValues(EMPTY);
      await onRecorded();
    } catch (failure) {
      setFields(failure instanceof ApiError ? failure.fields : {});
      setResult(failure instanceof ApiError ? failure.message : t('errors.network'));
    }
  };

  return (
    <form
      className="transfer-form"
      aria-labelledby="record-transfer-title"
      onSubmit={(event) => void submit(event)}
    >
      <h4 id="record-transfer-title">{t('decisions.transfers.record')}</h4>
      {FIELDS.map((field) => (
        <p key={field}>
          <label htmlFor={`transfer-${field}`}>{t(`decisions.transfers.fields.${field}`)}</label>
          <input
            id={`transfer-${field}`}
            type={field === 'value_date' ? 'date' : 'text'}
            inputMode={field === 'amount' ? 'decimal' : undefined}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            aria-invalid={fields[field] ? true : undefined}
            aria-describedby={fields[field] ? `transfer-${field}-error` : undefined}
          />
          {fields[field] && <span id={`transfer-${field}-error`}>{fields[field]}</span>}
        </p>
      ))}
      <button type="submit">{t('decisions.transfers.submit')}</button>
      <p role="status">{result}</p>
    </form>
  );
}
