import { type CapitalDepositReply, formatMoney } from '@app/domain';
import { Alert } from '../../components/ui/alert';
import { ProgressBar } from '../../components/ui/progress-bar';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { DepositAccount } from '../../shared/deposit-account/deposit-account';
import { isComplete, money } from './capital-deposit-api';
import { DepositCertificate } from './deposit-certificate';
import { KbisUpload } from './kbis-upload';
import { ShareholderDeposit } from './shareholder-deposit';

/** The capital deposit as the applicant follows it: where to pay, each holder's progress, then the certificate. */
export function CapitalDepositView({ deposit }: { deposit: CapitalDepositReply }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const complete = isComplete(deposit);
  // Paid in full is not yet certified: the bank reviews the file before it issues the certificate.
  const underReview = !complete && money(deposit.amount_received) >= money(deposit.capital_amount);
  const received = formatMoney(locale, money(deposit.amount_received));
  const capital = formatMoney(locale, money(deposit.capital_amount));
  const held = deposit.shareholders.filter((holder) => money(holder.amount_held) > 0).length;
  const summary = complete
    ? t('capitalDeposit.summaryComplete', { capital })
    : t('capitalDeposit.summary', { received, capital });
  return (
    <div className="stack">
      <ProgressBar
        value={Math.min(money(deposit.amount_received), money(deposit.capital_amount))}
        max={money(deposit.capital_amount)}
        label={t('capitalDeposit.totalLabel')}
        valueText={summary}
        tone={complete ? 'success' : 'brand'}
      />
      {/* Read out politely whenever a transfer changes the figures (the page refreshes by itself). */}
      <p className="deposit-summary" aria-live="polite" aria-atomic="true">
        {summary}
        {held > 0 ? ` ${t('capitalDeposit.summaryHeld')}` : ''}
      </p>
      {complete ? (
        <>
          <Alert tone="success" title={t('capitalDeposit.completeTitle')}>
            <p>{t('capitalDeposit.completeText')}</p>
          </Alert>
          {deposit.certificate ? <DepositCertificate certificate={deposit.certificate} /> : null}
          <KbisUpload deposit={deposit} />
        </>
      ) : (
        <>
          {underReview ? (
            <Alert tone="info" title={t('capitalDeposit.reviewTitle')}>
              <p>{t('capitalDeposit.reviewText')}</p>
            </Alert>
          ) : null}
          <DepositAccount account={deposit.account} />
        </>
      )}
      <section className="deposit-section" aria-labelledby="deposit-holders-title">
        <h2 id="deposit-holders-title" className="deposit-section__title">
          {t('capitalDeposit.holdersTitle')}
        </h2>
        <ul className="deposit-holders">
          {deposit.shareholders.map((holder) => (
            <ShareholderDeposit key={holder.id} holder={holder} />
          ))}
        </ul>
      </section>
    </div>
  );
}
