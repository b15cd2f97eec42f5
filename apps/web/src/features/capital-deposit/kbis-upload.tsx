import type { CapitalDepositReply } from '@app/domain';
import { useCallback, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { useTranslation } from '../../lib/use-translation';
import { DocumentSlot } from '../../shared/documents/document-slot';
import { kbisUploadPath } from './capital-deposit-api';
import { RegistrationForm } from './registration-form';

/**
 * Once registered with the certificate, the company gives its SIREN and registered name as the
 * Kbis names them, then sends its Kbis so the bank opens its account. Once the Kbis is sent, the
 * registration is the bank's record: shown, no longer changed here.
 */
export function KbisUpload({ deposit }: { deposit: CapitalDepositReply }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const onChanged = useCallback(() => setSent(true), []);
  const { registration } = deposit;
  const beforeKbis = deposit.opening_status === 'deposit_complete' && !sent;
  return (
    <section className="deposit-section" aria-labelledby="deposit-kbis-title">
      <h2 id="deposit-kbis-title" className="deposit-section__title">
        {t('capitalDeposit.kbis.title')}
      </h2>
      <p>{t('capitalDeposit.kbis.lead')}</p>
      {beforeKbis ? (
        <RegistrationForm companyId={deposit.company_id} registration={registration} />
      ) : registration ? (
        <p>
          {t('capitalDeposit.registration.given', {
            siren: registration.siren,
            name: registration.registered_name,
          })}
        </p>
      ) : null}
      {registration ? (
        <DocumentSlot
          id="capital-deposit-kbis"
          label={t('capitalDeposit.kbis.label')}
          hint={t('capitalDeposit.kbis.hint')}
          uploadPath={kbisUploadPath(deposit.company_id)}
          documents={[]}
          onChanged={onChanged}
          canDelete={false}
        />
      ) : null}
      {sent ? <Alert tone="success">{t('capitalDeposit.kbis.sent')}</Alert> : null}
    </section>
  );
}
