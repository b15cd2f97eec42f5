import { availableCaseActions, type DocumentDecision } from '@app/domain';
import { type FormEvent, useState } from 'react';
import { ApiError, callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';
import { useCaseDecisions, useRefreshCase } from './case-decisions-api';

/**
 * One document's decisions: the latest one (and how many before it), and for a reviewer while the
 * case is in review: accept, reject with a reason (kept inside the bank), or ask the customer to
 * send it again with a message (the case then waits for documents; the customer is e-mailed).
 */
export function DocumentDecisionControls({
  caseId,
  documentId,
  name,
}: {
  caseId: string;
  documentId: string;
  name: string;
}) {
  const { t } = useTranslation();
  const { operator } = useSession();
  const decisions = useCaseDecisions(caseId);
  const refresh = useRefreshCase(caseId);
  const [open, setOpen] = useState<'rejected' | 'resubmit' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!decisions.data || !operator) return null;
  const history = decisions.data.document_decisions.filter((row) => row.document_id === documentId);
  const latest = history[0];
  const may = availableCaseActions({
    status: decisions.data.status,
    journey: decisions.data.journey,
    role: operator.role,
    reviewedByOperator: false,
    firstTransferCounted: false,
    approved: false,
    screeningHitsOpen: decisions.data.screening_hits_open,
    approvalBlockers: [],
    riskTier: decisions.data.risk_tier,
    frozen: decisions.data.frozen,
  }).includes('decide_documents');

  const decide = async (decision: DocumentDecision, event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    const body =
      decision === 'accepted'
        ? { decision }
        : decision === 'rejected'
          ? { decision, reason: text }
          : { decision, message: text };
    try {
      await callApi('POST /backoffice/cases/{caseId}/documents/{documentId}/decisions', {
        params: { caseId, documentId },
        body,
      });
      setOpen(null);
      setText('');
      await refresh();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (Object.values(failure.fields)[0] ?? failure.message)
          : t('errors.network'),
      );
    }
  };

  const fieldId = `decision-${documentId}`;
  return (
    <div className="document-decision">
      {latest && (
        <p>
          {t(`decisions.document.latest.${latest.decision}`, { name: latest.operator_name })}
          {latest.decision === 'resubmit' && latest.fulfilled_at && ` — ${t('decisions.document.resent')}`}
          {(latest.reason ?? latest.message) && ` « ${latest.reason ?? latest.message} »`}
          {history.length > 1 && ` ${t('decisions.document.earlier', { count: history.length - 1 })}`}
        </p>
      )}
      {may && (
        <fieldset className="actions-bar">
          <legend className="visually-hidden">{t('decisions.document.group', { name })}</legend>
          <button type="button" data-shortcut="accept" onClick={() => void decide('accepted')}>
            {t('decisions.document.accept')}
          </button>
          <button
            type="button"
            data-shortcut="reject"
            aria-expanded={open === 'rejected'}
            onClick={() => setOpen('rejected')}
          >
            {t('decisions.document.reject')}
          </button>
          <button type="button" aria-expanded={open === 'resubmit'} onClick={() => setOpen('resubmit')}>
            {t('decisions.document.resubmit')}
          </button>
        </fieldset>
      )}
      {may && open && (
        <form
          onSubmit={(event) => void decide(open, event)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(null)}
        >
          <label htmlFor={fieldId}>{t(`decisions.document.${open}Label`)}</label>
          {/* biome-ignore lint/a11y/noAutofocus: the field the operator just asked for. */}
          <textarea id={fieldId} autoFocus value={text} onChange={(event) => setText(event.target.value)} />
          <button type="submit">{t(`decisions.document.${open}Confirm`)}</button>
        </form>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
