import { type BackofficeDepositReply, formatIban, formatMoney, transferDueBack } from '@app/domain';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';
import { useCaseDeposit } from './capital-deposit-api';
import { useCaseDecisions } from './case-decisions-api';
import { HeldTransferReview } from './held-transfer-review';
import { RegistrationForm } from './registration-form';

/**
 * The capital deposit of an enrollment on its case page: the blocked account, each shareholder's
 * due, counted and held amounts, every transfer with its outcome and reason and the bank's review
 * of a held one, the certificate and the registered company. Once the opening ended before its
 * account opened, what is still due back to the payers, each such transfer marked with its return.
 */
export function CapitalDepositSection({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation();
  const deposit = useCaseDeposit(caseId);
  if (!deposit.data) return null;
  const { account, shareholders, transfers, certificate, repayment } = deposit.data;
  const paidBack = repayment !== null;
  const money = (amount: string) => formatMoney(i18n.language, Number(amount));

  return (
    <section aria-labelledby="deposit-title">
      <h2 id="deposit-title">{t('deposit.title')}</h2>
      <dl className="facts">
        <dt>{t('deposit.account')}</dt>
        <dd>
          {formatIban(account.iban)} · {account.bic} · {t('deposit.holder')} {account.holder_name}
        </dd>
        <dt>{t('deposit.certificate')}</dt>
        <dd>
          {certificate
            ? t('deposit.certificateIssued', {
                reference: certificate.reference,
                date: formatDateTime(certificate.issued_at, i18n.language),
              })
            : t('deposit.certificateNotYet')}
        </dd>
      </dl>
      <p>
        {t('deposit.total', {
          received: money(deposit.data.amount_received),
          capital: money(deposit.data.capital_amount),
        })}
      </p>

      {repayment && (
        <p className="notice">
          {repayment.transfers_due > 0
            ? t('deposit.repayment', { amount: money(repayment.amount_due), count: repayment.transfers_due })
            : t('deposit.repaymentDone')}
        </p>
      )}

      <h3>{t('deposit.shareholders')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('deposit.columns.shareholder')}</th>
            <th scope="col">{t('deposit.columns.reference')}</th>
            <th scope="col">{t('deposit.columns.due')}</th>
            <th scope="col">{t('deposit.columns.received')}</th>
            <th scope="col">{t('deposit.columns.held')}</th>
            <th scope="col">{t('deposit.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {shareholders.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>{row.transfer_reference}</td>
              <td>{money(row.amount_due)}</td>
              <td>
                {money(row.amount_received)}
                {row.overpaid && <strong className="badge">{t('deposit.overpaid')}</strong>}
              </td>
              <td>{money(row.amount_held)}</td>
              <td>{t(`deposit.status.${row.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>{t('deposit.transfers')}</h3>
      {transfers.length === 0 ? (
        <p>{t('deposit.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('deposit.columns.date')}</th>
              <th scope="col">{t('deposit.columns.payer')}</th>
              <th scope="col">{t('deposit.columns.amount')}</th>
              <th scope="col">{t('deposit.columns.remittance')}</th>
              <th scope="col">{t('deposit.columns.shareholder')}</th>
              <th scope="col">{t('deposit.columns.outcome')}</th>
              <th scope="col">{t('deposit.columns.review')}</th>
            </tr>
          </thead>
          <tbody>
            {transfers.map((transfer) => (
              <tr key={transfer.id}>
                <td>{formatDateTime(transfer.received_at, i18n.language)}</td>
                <td>
                  <span>{transfer.payer_name}</span>
                  <br />
                  <span>{formatIban(transfer.payer_iban)}</span>
                </td>
                <td>{money(transfer.amount)}</td>
                <td>{transfer.reference}</td>
                <td>{transfer.shareholder_name ?? t('deposit.noShareholder')}</td>
                <td>
                  {t(`deposit.outcome.${transfer.outcome}`)}
                  {transfer.hold_reason && ` — ${t(`deposit.reason.${transfer.hold_reason}`)}`}
                  {transferDueBack(transfer, paidBack) && (
                    <strong className="badge">{t('deposit.dueBack')}</strong>
                  )}
                </td>
                <td>
                  <HeldTransferReview caseId={caseId} transfer={transfer} paidBack={paidBack} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Registration caseId={caseId} deposit={deposit.data} />
    </section>
  );
}

/** The registered company given at the Kbis step; the operators reviewing the Kbis may correct it. */
function Registration({ caseId, deposit }: { caseId: string; deposit: BackofficeDepositReply }) {
  const { t, i18n } = useTranslation();
  const { operator, may } = useSession();
  const decisions = useCaseDecisions(caseId);
  const { registration } = deposit;
  const reviewing =
    deposit.opening_status === 'under_review' &&
    deposit.certificate !== null &&
    operator !== null &&
    operator !== undefined &&
    (decisions.data?.reviewed_by.some((reviewer) => reviewer.id === operator.id) ?? false);
  return (
    <>
      <h3>{t('deposit.registration')}</h3>
      {registration ? (
        <p>
          {t('deposit.registrationGiven', { siren: registration.siren, name: registration.registered_name })}{' '}
          (
          {registration.operator
            ? t('deposit.registrationByOperator', {
                name: registration.operator.name,
                date: formatDateTime(registration.recorded_at, i18n.language),
              })
            : t('deposit.registrationByCustomer', {
                date: formatDateTime(registration.recorded_at, i18n.language),
              })}
          )
        </p>
      ) : (
        <p className="notice">{t('deposit.registrationMissing')}</p>
      )}
      {reviewing && may('PUT /backoffice/cases/{caseId}/capital-deposit/registration') && (
        <RegistrationForm caseId={caseId} initial={registration} />
      )}
    </>
  );
}
