import { type ApplicationReply, formatIban } from '@app/domain';
import { useTranslation } from '../../lib/use-translation';
import { RibDownload } from '../../shared/documents/rib-download';

type Account = NonNullable<ApplicationReply['account']>;

/** The open account's bank details and its RIB, as the customer hands them to those who pay them. */
export function OpenAccount({ account }: { account: Account }) {
  const { t } = useTranslation();
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
      <RibDownload
        pdfUrl={account.rib.pdf_url}
        label={t('application.ribDownload')}
        failedText={t('application.ribDownloadFailed')}
      />
    </section>
  );
}
