import { useState } from 'react';
import { callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { ApiFieldsForm } from './api-fields-form';

const EMPTY = { payer_name: '', payer_iban: '', amount: '', value_date: '' };

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

  const record = async () => {
    const recorded = await callApi('POST /backoffice/cases/{caseId}/first-transfers', {
      params: { caseId },
      body: { ...values, amount: values.amount.replace(',', '.') },
    });
    setValues(EMPTY);
    await onRecorded();
    return recorded.hold_reason
      ? t('decisions.transfers.heldAs', { reason: t(`decisions.transfers.hold.${recorded.hold_reason}`) })
      : t('decisions.transfers.accepted');
  };

  return (
    <ApiFieldsForm
      idPrefix="transfer"
      title={t('decisions.transfers.record')}
      submitLabel={t('decisions.transfers.submit')}
      fields={[
        { name: 'payer_name', label: t('decisions.transfers.fields.payer_name') },
        { name: 'payer_iban', label: t('decisions.transfers.fields.payer_iban') },
        { name: 'amount', label: t('decisions.transfers.fields.amount'), inputMode: 'decimal' },
        { name: 'value_date', label: t('decisions.transfers.fields.value_date'), type: 'date' },
      ]}
      values={values}
      onChange={setValues}
      onSubmit={record}
    />
  );
}
