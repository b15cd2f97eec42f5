import {
  type DepositHoldReason,
  type DepositShareholderReply,
  formatListDate,
  formatMoney,
} from '@app/domain';
import { ProgressBar } from '../../components/ui/progress-bar';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { CopyValue } from '../../shared/deposit-account/copy-value';
import { money } from './capital-deposit-api';

const STATUS_TONE = {
  waiting: 'neutral',
  partly_received: 'info',
  received: 'success',
  held_for_review: 'warning',
} as const;

/** One holder: what to pay, the reference to give, and what the bank has received so far. */
export function ShareholderDeposit({ holder }: { holder: DepositShareholderReply }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const due = money(holder.amount_due);
  const received = money(holder.amount_received);
  const held = money(holder.amount_held);
  const titleId = `deposit-holder-${holder.id}`;
  const reasons = [
    ...new Set(
      holder.transfers
        .filter((transfer) => transfer.outcome === 'held' && transfer.hold_reason)
        .map((transfer) => transfer.hold_reason as DepositHoldReason),
    ),
  ];
  // Held transfers the bank decided on after its review: released (counted) or returned to the payer.
  const decided = holder.transfers.filter(
    (transfer) => (transfer.outcome === 'released' || transfer.outcome === 'returned') && transfer.decided_at,
  );
  const progressText = t('capitalDeposit.holder.progress', {
    received: formatMoney(locale, received),
    due: formatMoney(locale, due),
  });
  return (
    <li className="deposit-holder" aria-labelledby={titleId}>
      <div className="deposit-holder__head">
        <h3 id={titleId} className="deposit-holder__name">
          {holder.name}
        </h3>
        <span className={`deposit-status deposit-status--${STATUS_TONE[holder.status]}`}>
          {t(`capitalDeposit.status.${holder.status}`)}
        </span>
      </div>
      <dl className="deposit-holder__facts">
        <dt>{t('capitalDeposit.holder.due')}</dt>
        <dd>{formatMoney(locale, due)}</dd>
        <dt>{t('capitalDeposit.holder.reference')}</dt>
        <dd>
          <CopyValue
            label={t('capitalDeposit.holder.referenceOf', { name: holder.name })}
            value={holder.transfer_reference}
          />
        </dd>
      </dl>
      {holder.status === 'received' ? null : (
        <p className="small">{t('capitalDeposit.holder.rule', { name: holder.name })}</p>
      )}
      <ProgressBar
        value={Math.min(received, due)}
        max={due}
        label={t('capitalDeposit.holder.progressLabel', { name: holder.name })}
        valueText={progressText}
        tone={holder.status === 'received' ? 'success' : 'brand'}
      />
      <p className="deposit-holder__progress">{progressText}</p>
      {held > 0 ? (
        <div className="deposit-holder__held">
          <p>{t('capitalDeposit.holder.held', { amount: formatMoney(locale, held) })}</p>
          {reasons.length > 0 ? (
            <ul className="plain-list">
              {reasons.map((reason) => (
                <li key={reason}>{t(`capitalDeposit.holdReason.${reason}`)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {decided.length > 0 ? (
        <ul className="plain-list">
          {decided.map((transfer) => (
            <li key={transfer.id}>
              {t(
                transfer.outcome === 'released'
                  ? 'capitalDeposit.holder.released'
                  : 'capitalDeposit.holder.returned',
                {
                  amount: formatMoney(locale, money(transfer.amount)),
                  payer: transfer.payer_name,
                  date: formatListDate(transfer.decided_at ?? '', locale),
                },
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {holder.overpaid ? <p className="small">{t('capitalDeposit.holder.overpaid')}</p> : null}
    </li>
  );
}
