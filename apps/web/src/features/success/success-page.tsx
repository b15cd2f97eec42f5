import { MIN_FIRST_TRANSFER_EUROS } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/spinner';
import { useProgress } from '../../lib/progress-store';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import { DepositAccount } from '../../shared/deposit-account/deposit-account';
import { depositQueryKey, fetchCapitalDeposit } from '../../shared/deposit-account/deposit-account-api';
import { downloadPdf } from '../../shared/documents/download-pdf';
import { businessContext } from '../../shared/journey/business-context';
import { paths } from '../../shared/journey/paths';
import { legalFormCodeOf } from '../../shared/journey/steps';
import { useJourney } from '../../shared/journey/use-journey';
import './success.css';

/**
 * After terms and strong authentication. A signup's application is with the bank: its IBAN is
 * allocated (bank details to download, the first transfer can be made now) but the account opens
 * only after the bank's review and that transfer, which the page says (issue 12). A company being
 * created (enrollment) has no account yet: its capital deposit has started, followed on the
 * tracking page.
 */
export default function SuccessPage() {
  const journey = useJourney();
  const { account } = useProgress();
  // The answer names the account's kind; a stored answer from before it did follows the journey.
  const kind = account?.kind ?? (journey === 'enrollment' ? 'capital_deposit' : 'current');
  return kind === 'capital_deposit' ? <DepositStarted /> : <ApplicationSent />;
}

function DepositStarted() {
  const { t } = useTranslation();
  const { company } = useProgress();
  const companyId = company?.id ?? '';
  // The blocked account as the tracking page shows it, so the shareholders can pay from here.
  const deposit = useQuery({
    queryKey: depositQueryKey(companyId),
    queryFn: () => fetchCapitalDeposit(companyId),
    enabled: companyId !== '',
  });
  return (
    <section className="card stack success" aria-labelledby="success-title">
      <span className="success__icon" aria-hidden="true">
        ✓
      </span>
      <h1 id="success-title" className="page-title">
        {t('success.deposit.title')}
      </h1>
      <p className="page-lead">
        {t('success.deposit.lead', { company: typeof company?.name === 'string' ? company.name : '' })}
      </p>
      <Alert tone="info" title={t('success.deposit.nextTitle')}>
        <p>{t('success.deposit.nextStep')}</p>
      </Alert>
      {deposit.data ? (
        <DepositAccount account={deposit.data.account} />
      ) : deposit.isError ? (
        <Alert tone="error">{t('capitalDeposit.loadFailed')}</Alert>
      ) : companyId !== '' ? (
        <Skeleton lines={3} height="3rem" />
      ) : null}
      <div>
        <Link className="btn btn--secondary btn--md" to={paths.capitalDeposit('enrollment')}>
          <span>{t('success.deposit.track')}</span>
        </Link>
      </div>
    </section>
  );
}

function ApplicationSent() {
  const { t } = useTranslation();
  const { account, company } = useProgress();
  const { brand } = useRuntimeConfig();
  // A sole trader's first transfer comes from an account in their own name.
  const context = businessContext(legalFormCodeOf(company));
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
      await downloadPdf(pdfUrl);
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
          amount: MIN_FIRST_TRANSFER_EUROS,
          context,
        })}
      </p>
      {iban ? (
        <dl className="success__details">
          <dt>{t('success.iban')}</dt>
          <dd data-analytics-mask>{iban.replace(/(.{4})/g, '$1 ').trim()}</dd>
          {bic ? (
            <>
              <dt>{t('success.bic')}</dt>
              <dd data-analytics-mask>{bic}</dd>
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
        <p>{t('success.nextStep', { amount: MIN_FIRST_TRANSFER_EUROS, context })}</p>
      </Alert>
      <div>
        <Link className="btn btn--secondary btn--md" to={paths.application('signup')}>
          <span>{t('success.application')}</span>
        </Link>
      </div>
    </section>
  );
}
