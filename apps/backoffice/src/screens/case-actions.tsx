import {
  availableCaseActions,
  type CaseAction,
  type FirstTransferOnRecord,
  type FirstTransferReply,
  firstTransferCounts,
  formatNumber,
  MIN_FIRST_TRANSFER_EUROS,
  mayConfirmFirstTransfer,
  openingClosedFor,
  REFUSAL_REASON_CODES,
} from '@app/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';
import { useCaseDecisions, useRefreshCase } from './case-decisions-api';
import { FirstTransferForm } from './first-transfer-form';

/** Actions taken at once, without a form. */
const DIRECT = {
  start_review: 'POST /backoffice/cases/{caseId}/review',
  approve: 'POST /backoffice/cases/{caseId}/approve',
  open: 'POST /backoffice/cases/{caseId}/open',
} as const;
type DirectAction = keyof typeof DIRECT;
const isDirect = (action: CaseAction): action is DirectAction => action in DIRECT;

/**
 * The case's status and what this operator may do now: the buttons come from the lifecycle
 * (nextOpeningStatuses through availableCaseActions), the role table and four-eyes; the API checks
 * the same again. Refusal and closure ask for their reason first; supervisors record first transfers.
 */
/** The domain's view of a transfer on record, from the API's answer. */
const onRecord = (transfer: FirstTransferReply): FirstTransferOnRecord => ({
  outcome: transfer.outcome,
  source: transfer.source,
  recordedBy: transfer.recorded_by_id,
  confirmedBy: transfer.confirmed_by,
});

export function CaseActions({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation();
  const { operator } = useSession();
  const decisions = useCaseDecisions(caseId);
  const refresh = useRefreshCase(caseId);
  const [form, setForm] = useState<'refuse' | 'close' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!decisions.data || !operator) return null;
  const {
    status,
    journey,
    reviewed_by,
    approved_by,
    approval_blockers,
    first_transfers,
    risk_tier,
    frozen,
    screening_hits_open,
  } = decisions.data;
  const reviewedByOperator = reviewed_by.some((reviewer) => reviewer.id === operator.id);
  const context = {
    status,
    journey,
    role: operator.role,
    reviewedByOperator,
    firstTransferCounted: first_transfers.some((transfer) => firstTransferCounts(onRecord(transfer))),
    approved: approved_by !== null,
    screeningHitsOpen: screening_hits_open,
    approvalBlockers: approval_blockers,
    riskTier: risk_tier,
    frozen,
  };
  const actions = availableCaseActions(context);
  // Where opening is the next move, a supervisor is told why "open the account" is absent: the
  // domain's rule, the one the API's refusal names.
  const openingClosed = openingClosedFor(context);
  // A supervisor who could approve but for a closed gate is told which.
  const closedGates =
    operator.role === 'supervisor' && status === 'under_review' && !reviewedByOperator
      ? approval_blockers
      : [];
  const confirm = async (transferId: string) => {
    setBusy(true);
    setError(null);
    try {
      await callApi('POST /backoffice/cases/{caseId}/first-transfers/{transferId}/confirm', {
        params: { caseId, transferId },
      });
      await refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  const run = async (action: DirectAction) => {
    setBusy(true);
    setError(null);
    try {
      await callApi(DIRECT[action], { params: { caseId } });
      await refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="decisions-title" className="decisions">
      <h2 id="decisions-title">{t('decisions.title')}</h2>
      <p>
        {t('decisions.statusLabel')} <strong data-testid="case-status">{t(`status.${status}`)}</strong>
      </p>
      {reviewed_by.length > 0 && (
        <p>{t('decisions.reviewedBy', { names: reviewed_by.map((reviewer) => reviewer.name).join(', ') })}</p>
      )}
      {approved_by && <p>{t('decisions.approvedBy', { name: approved_by.name })}</p>}
      {reviewedByOperator && operator.role === 'supervisor' && (
        <p className="notice">{t('decisions.fourEyes')}</p>
      )}
      <div className="actions-bar">
        {actions.filter(isDirect).map((action) => (
          <button key={action} type="button" disabled={busy} onClick={() => void run(action)}>
            {t(`decisions.action.${action}`)}
          </button>
        ))}
        {actions.includes('refuse') && (
          <button type="button" onClick={() => setForm('refuse')} aria-expanded={form === 'refuse'}>
            {t('decisions.action.refuse')}
          </button>
        )}
        {actions.includes('close') && (
          <button type="button" onClick={() => setForm('close')} aria-expanded={form === 'close'}>
            {t('decisions.action.close')}
          </button>
        )}
      </div>
      {closedGates.length > 0 && (
        <div className="notice" role="note">
          <p>{t('decisions.approvalClosed')}</p>
          <ul>
            {closedGates.map((gate) => (
              <li key={gate}>{t(`decisions.blockers.${gate}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {openingClosed && (
        <p className="notice" role="note">
          {t(`decisions.openingClosed.${openingClosed}`, {
            minimum: formatNumber(i18n.language, MIN_FIRST_TRANSFER_EUROS, 'amount'),
          })}
        </p>
      )}
      {actions.length === 0 && <p>{t('decisions.nothing')}</p>}
      {error && <p role="alert">{error}</p>}
      {form && (
        <ReasonForm
          kind={form}
          caseId={caseId}
          onDone={async () => {
            setForm(null);
            await refresh();
          }}
          onCancel={() => setForm(null)}
        />
      )}
      {journey === 'signup' && (
        <section aria-labelledby="transfers-title">
          <h3 id="transfers-title">{t('decisions.transfers.title')}</h3>
          {first_transfers.length === 0 ? (
            <p>{t('case.none')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('decisions.transfers.received')}</th>
                  <th scope="col">{t('decisions.transfers.payer')}</th>
                  <th scope="col">IBAN</th>
                  <th scope="col">{t('decisions.transfers.amount')}</th>
                  <th scope="col">{t('decisions.transfers.outcome')}</th>
                  <th scope="col">{t('decisions.transfers.confirmation')}</th>
                </tr>
              </thead>
              <tbody>
                {first_transfers.map((transfer) => (
                  <tr key={transfer.id}>
                    <td>{formatDateTime(transfer.received_at, i18n.language)}</td>
                    <td>{transfer.payer_name}</td>
                    <td>{transfer.payer_iban}</td>
                    <td>
                      {Number(transfer.amount).toLocaleString(i18n.language, {
                        style: 'currency',
                        currency: 'EUR',
                      })}
                    </td>
                    <td>
                      {t(`decisions.transfers.outcomes.${transfer.outcome}`)}
                      {transfer.hold_reason && ` — ${t(`decisions.transfers.hold.${transfer.hold_reason}`)}`}
                    </td>
                    <td>
                      {transfer.source === 'bank_feed' ? (
                        t('decisions.transfers.fromFeed')
                      ) : transfer.confirmed_by ? (
                        t('decisions.transfers.confirmedBy', { name: transfer.confirmed_by })
                      ) : operator.role === 'supervisor' &&
                        mayConfirmFirstTransfer(onRecord(transfer), operator.id) ? (
                        <button type="button" disabled={busy} onClick={() => void confirm(transfer.id)}>
                          {t('decisions.transfers.confirm')}
                        </button>
                      ) : (
                        t('decisions.transfers.awaitingConfirmation', { name: transfer.recorded_by ?? '' })
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {actions.includes('record_first_transfer') && (
            <FirstTransferForm caseId={caseId} onRecorded={refresh} />
          )}
        </section>
      )}
    </section>
  );
}

/** Refusal (reason code and internal note) or closure (note): asked before the call. */
function ReasonForm({
  kind,
  caseId,
  onDone,
  onCancel,
}: {
  kind: 'refuse' | 'close';
  caseId: string;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLSelectElement & HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      if (kind === 'refuse') {
        await callApi('POST /backoffice/cases/{caseId}/refuse', {
          params: { caseId },
          // Sent even before a reason is chosen (''): the API's 422 names the field in the operator's language.
          body: { reason_code: reason as (typeof REFUSAL_REASON_CODES)[number], note },
        });
      } else {
        await callApi('POST /backoffice/cases/{caseId}/close', { params: { caseId }, body: { note } });
      }
      await onDone();
    } catch (failure) {
      setFields(failure instanceof ApiError ? failure.fields : {});
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    }
  };

  return (
    <form
      className="reason-form"
      aria-labelledby="reason-title"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id="reason-title">{t(`decisions.${kind}.title`)}</h3>
      {kind === 'refuse' && (
        <p>
          <label htmlFor="refuse-reason">{t('decisions.refuse.reason')}</label>
          <select
            id="refuse-reason"
            ref={first}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={fields.reason_code ? true : undefined}
            aria-describedby={fields.reason_code ? 'refuse-reason-error' : undefined}
          >
            <option value="">{t('decisions.refuse.choose')}</option>
            {REFUSAL_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`decisions.refuse.reasons.${code}`)}
              </option>
            ))}
          </select>
          {fields.reason_code && <span id="refuse-reason-error">{fields.reason_code}</span>}
        </p>
      )}
      <p>
        <label htmlFor={`${kind}-note`}>{t(`decisions.${kind}.note`)}</label>
        <textarea
          id={`${kind}-note`}
          ref={kind === 'close' ? first : undefined}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={fields.note ? true : undefined}
          aria-describedby={fields.note ? `${kind}-note-error` : undefined}
        />
        {fields.note && <span id={`${kind}-note-error`}>{fields.note}</span>}
      </p>
      {kind === 'refuse' && <p className="notice">{t('decisions.refuse.internal')}</p>}
      {error && <p role="alert">{error}</p>}
      <div className="actions-bar">
        <button type="submit">{t(`decisions.${kind}.confirm`)}</button>
        <button type="button" onClick={onCancel}>
          {t('decisions.cancel')}
        </button>
      </div>
    </form>
  );
}
