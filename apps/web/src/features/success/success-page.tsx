import { MIN_FIRST_TRANSFER_EUROS } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useProgress } from '../../lib/progress-store';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { downloadRib } from './rib-download';
import './success.css';

/** The opening is complete: bank details to download and the first transfer to make (spec §2.4). */
export default function SuccessPage() {
  const { t } = useTranslation();
  const { account, company } = useProgress();
  const { brand } = useRuntimeConfig();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const pdfUrl = account?.rib?.pdf_url ?? null;
  const iban = typeof account?.iban === 'string' ? account.iban : null;
  const bic = typeof account?.bic === 'string' ? account.bic : null;

  const download = async () => {
    if (!pdfUrl) return;
    setDownloading(true);
    setFailed(false);
    try {
      await downloadRib(pdfUrl);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="card stack success" aria-labelledby="success-title">
      <span className="success__icon" aria-hidden="true">
        ✓
      </span>
      <h1 id="success-title" className="page-title">
        {t('success.title')}
      </h1>
      <p className="page-lead">
        {t('success.lead', {
          bank: brand.bankName,
          company: typeof company?.name === 'string' ? company.name : '',
        })}
      </p>
      {iban ? (
        <dl className="success__details">
          <dt>{t('success.iban')}</dt>
          <dd>{iban.replace(/(.{4})/g, '$1 ').trim()}</dd>
          {bic ? (
            <>
              <dt>{t('success.bic')}</dt>
              <dd>{bic}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div>
        <Button onClick={() => void download()} loading={downloading} disabled={!pdfUrl}>
          {t('success.download')}
        </Button>
      </div>
      {failed ? <Alert tone="error">{t('success.downloadFailed')}</Alert> : null}
      <Alert tone="info" title={t('success.nextTitle')}>
        <p>{t('success.nextStep', { amount: MIN_FIRST_TRANSFER_EUROS })}</p>
      </Alert>
    </section>
  );
}
