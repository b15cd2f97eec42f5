import { type CapitalDepositReply, formatIban } from '@app/domain';
import { useTranslation } from '../../lib/use-translation';
import { RibDownload } from '../documents/rib-download';
import { CopyValue } from './copy-value';
import './deposit-account.css';

/** The blocked account in the company's name, where every holder pays their share of the capital. */
export function DepositAccount({ account }: { account: CapitalDepositReply['account'] }) {
  const { t } = useTranslation();
  return (
    <section className="deposit-section" aria-labelledby="deposit-account-title">
      <h2 id="deposit-account-title" className="deposit-section__title">
        {t('capitalDeposit.account.title')}
      </h2>
      <p className="small muted">{t('capitalDeposit.account.lead')}</p>
      <dl className="deposit-account">
        <dt>{t('capitalDeposit.account.holder')}</dt>
        <dd>{account.holder_name}</dd>
        <dt>{t('capitalDeposit.account.iban')}</dt>
        <dd>
          <CopyValue
            label={t('capitalDeposit.account.iban')}
            value={account.iban}
            shown={formatIban(account.iban)}
          />
        </dd>
        <dt>{t('capitalDeposit.account.bic')}</dt>
        <dd>
          <CopyValue label={t('capitalDeposit.account.bic')} value={account.bic} />
        </dd>
      </dl>
      <RibDownload
        pdfUrl={account.rib.pdf_url}
        label={t('capitalDeposit.account.ribDownload')}
        failedText={t('capitalDeposit.account.ribDownloadFailed')}
      />
    </section>
  );
}
