import { type ApplicationReply, formatIban } from '@app/domain';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { downloadPdf } from '../../shared/documents/download-pdf';

type Account = NonNullable<ApplicationReply['account']>;

/** The open account's bank details and its RIB, as the customer hands them to those who pay them. */
export function OpenAccount({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadPdf(account.rib.pdf_url);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <section aria-labelledby="application-account-title" className="stack">
      <h2 id="application-account-title" className="application__title">
        {t('application.accountTitle')}
      </h2>
      <dl className="application__details">
        <dt>{t('application.holder')}</dt>
        <dd>{account.holder_name}</dd>
        <dt>IBAN</dt>
        <dd data-analytics-mask>{formatIban(account.iban)}</dd>
        <dt>BIC</dt>
        <dd data-analytics-mask>{account.bic}</dd>
      </dl>
      <div>
        <Button onClick={() => void download()} loading={state === 'busy'}>
          {t('application.ribDownload')}
        </Button>
      </div>
      {state === 'failed' ? <Alert tone="error">{t('application.ribDownloadFailed')}</Alert> : null}
    </section>
  );
}
