import {
  type BackofficeDepositTransferReply,
  formatIban,
  formatMoney,
  type HeldTransferAction,
  type HeldTransferOnRecord,
  mayConfirmHeldTransferAction,
  mayDeclineHeldTransferAction,
  proposableHeldTransferActions,
  transferDueBack,
} from '@app/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';
import { useRefreshDeposit } from './capital-deposit-api';

const PROPOSE = {
  release: 'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/release',
  return: 'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/return',
} as const;
const CONFIRM = 'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/confirm';
const DECLINE = 'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/decline';

const onRecord = (transfer: BackofficeDepositTransferReply, paidBack: boolean): HeldTransferOnRecord => ({
  outcome: transfer.outcome,
  proposedAction: transfer.proposal?.action ?? null,
  proposedBy: transfer.proposal?.proposed_by.id ?? null,
  dueBack: transferDueBack(transfer, paidBack),
});

/**
 * The bank's review of one transfer: what was proposed or decided, by whom, and the buttons the
 * role and four-eyes allow (the domain's rules, as the API checks them): a supervisor proposes a
 * release or a return with why; another one confirms it or declines it; its author may withdraw it.
 * Once the deposit is paid back (`paidBack`: the opening ended before its account opened), any
 * transfer not returned yet offers its return only.
 */
export function HeldTransferReview({
  caseId,
  transfer,
  paidBack,
}: {
  caseId: string;
  transfer: BackofficeDepositTransferReply;
  paidBack: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { operator, may } = useSession();
  const refresh = useRefreshDeposit(caseId);
  const [proposing, setProposing] = useState<HeldTransferAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!operator) return null;
  const record = onRecord(transfer, paidBack);
  // Only a shareholder's transfer can be released to them.
  const proposable = proposableHeldTransferActions(record).filter(
    (action) => action === 'return' || transfer.shareholder_id !== null,
  );
  const params = { caseId, transferId: transfer.id };

  const run = async (key: typeof CONFIRM | typeof DECLINE) => {
    setBusy(true);
    setError(null);
    try {
      await callApi(key, { params });
      await refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  const { proposal, decision } = transfer;
  const mine = proposal?.proposed_by.id === operator.id;
  return (
    <div className="held-review">
      {proposal && (
        <p>
          {t(`deposit.proposed.${proposal.action}`, { name: proposal.proposed_by.name, note: proposal.note })}
        </p>
      )}
      {decision && (
        <p>
          {t(`deposit.decided.${decision.action}`, {
            date: formatDateTime(decision.decided_at, i18n.language),
            proposer: decision.proposed_by?.name ?? '—',
            confirmer: decision.confirmed_by.name,
          })}
        </p>
      )}
      {transfer.return_transfer && (
        <p>
          {t('deposit.returnAsked', {
            amount: formatMoney(i18n.language, Number(transfer.return_transfer.amount)),
            name: transfer.return_transfer.beneficiary_name,
            iban: formatIban(transfer.return_transfer.beneficiary_iban),
          })}
        </p>
      )}
      {mine && mayDeclineHeldTransferAction(record) && <p className="notice">{t('deposit.ownProposal')}</p>}
      <div className="actions-bar">
        {may(PROPOSE.release) &&
          proposable.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => setProposing(action)}
              aria-expanded={proposing === action}
            >
              {t(`deposit.action.${action}`)}
            </button>
          ))}
        {proposal && may(CONFIRM) && mayConfirmHeldTransferAction(record, operator.id) && (
          <button type="button" disabled={busy} onClick={() => void run(CONFIRM)}>
            {t(
              proposal.action === 'release'
                ? 'deposit.action.confirmRelease'
                : 'deposit.action.confirmReturn',
            )}
          </button>
        )}
        {proposal && may(DECLINE) && mayDeclineHeldTransferAction(record) && (
          <button type="button" disabled={busy} onClick={() => void run(DECLINE)}>
            {t(mine ? 'deposit.action.withdraw' : 'deposit.action.decline')}
          </button>
        )}
      </div>
      {error && <p role="alert">{error}</p>}
      {proposing && (
        <ProposalForm
          action={proposing}
          submit={async (note) => {
            await callApi(PROPOSE[proposing], { params, body: { note } });
            setProposing(null);
            await refresh();
          }}
          onCancel={() => setProposing(null)}
          label={t('deposit.of', {
            payer: transfer.payer_name,
            amount: formatMoney(i18n.language, Number(transfer.amount)),
          })}
        />
      )}
    </div>
  );
}

/** Why the supervisor proposes it: asked before the call, kept in the journal. */
function ProposalForm({
  action,
  submit,
  onCancel,
  label,
}: {
  action: HeldTransferAction;
  submit: (note: string) => Promise<void>;
  onCancel: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const id = `proposal-note-${action}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldError(null);
    try {
      await submit(note);
    } catch (failure) {
      setFieldError(failure instanceof ApiError ? (failure.fields.note ?? null) : null);
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    }
  };

  return (
    <form
      className="reason-form"
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <p>
        <label htmlFor={id}>{t('deposit.note')}</label>
        <textarea
          id={id}
          ref={field}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        {fieldError && <span id={`${id}-error`}>{fieldError}</span>}
      </p>
      {error && <p role="alert">{error}</p>}
      <div className="actions-bar">
        <button type="submit">
          {t(action === 'release' ? 'deposit.action.proposeRelease' : 'deposit.action.proposeReturn')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('deposit.action.cancel')}
        </button>
      </div>
    </form>
  );
}
