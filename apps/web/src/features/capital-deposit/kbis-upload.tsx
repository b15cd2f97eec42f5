import { useCallback, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { useTranslation } from '../../lib/use-translation';
import { DocumentSlot } from '../../shared/documents/document-slot';
import { kbisUploadPath } from './capital-deposit-api';

/** Once registered with the certificate, the company sends its Kbis so the bank opens its account. */
export function KbisUpload({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const onChanged = useCallback(() => setSent(true), []);
  return (
    <section className="deposit-section" aria-labelledby="deposit-kbis-title">
      <h2 id="deposit-kbis-title" className="deposit-section__title">
        {t('capitalDeposit.kbis.title')}
      </h2>
      <p>{t('capitalDeposit.kbis.lead')}</p>
      <DocumentSlot
        id="capital-deposit-kbis"
        label={t('capitalDeposit.kbis.label')}
        hint={t('capitalDeposit.kbis.hint')}
        uploadPath={kbisUploadPath(companyId)}
        documents={[]}
        onChanged={onChanged}
        canDelete={false}
      />
      {sent ? <Alert tone="success">{t('capitalDeposit.kbis.sent')}</Alert> : null}
    </section>
  );
}
