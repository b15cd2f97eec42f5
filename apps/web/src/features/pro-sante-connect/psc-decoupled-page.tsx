import { type FormEvent, useEffect, useState } from 'react';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { useTranslation } from '../../lib/use-translation';
import { nationalIdOf } from './national-id';
import { askPscPhone, pollPscPhone } from './psc-api';
import { failureText } from './psc-failure';
import { useFinishSignIn } from './use-finish-sign-in';
import './psc-pages.css';

/** How often the page asks where the phone's approval stands. */
export const PSC_POLL_INTERVAL_MS = 3000;

type Stage =
  | { kind: 'form' }
  | { kind: 'waiting'; requestId: string; code: string }
  | { kind: 'ended'; outcome: 'refused' | 'expired' | 'failed'; text: string };

/**
 * /pro-sante-connect/telephone, for a desktop without a card reader: the practitioner gives their
 * RPPS (or ADELI) number, their e-CPS app is asked to approve, the same two digits are shown here
 * and on the phone; the page asks until the phone approved (then as the return page), refused or
 * the request expired, and says which, with a way to try again.
 */
export default function PscDecoupledPage() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const nationalId = nationalIdOf(typed);
    if (!nationalId) {
      setError(t('psc.phone.invalid'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const asked = await askPscPhone(nationalId);
      setStage({ kind: 'waiting', requestId: asked.request_id, code: asked.binding_message });
    } catch (failed) {
      setStage({ kind: 'ended', outcome: 'failed', text: failureText(failed, t('psc.unavailable')) });
    } finally {
      setBusy(false);
    }
  };

  const requestId = stage.kind === 'waiting' ? stage.requestId : null;
  useEffect(() => {
    if (!requestId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const answer = await pollPscPhone(requestId);
        if (stopped) return;
        if (answer.status === 'pending') timer = setTimeout(poll, PSC_POLL_INTERVAL_MS);
        else if (answer.status === 'approved' && answer.sign_in) await finish(answer.sign_in);
        else {
          const outcome = answer.status === 'expired' ? 'expired' : 'refused';
          setStage({ kind: 'ended', outcome, text: t(`psc.phone.${outcome}`) });
        }
      } catch (failed) {
        if (!stopped)
          setStage({ kind: 'ended', outcome: 'failed', text: failureText(failed, t('psc.unavailable')) });
      }
    };
    timer = setTimeout(poll, PSC_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [requestId, finish, t]);

  return (
    <PageCard id="psc-phone" title={t('psc.phone.title')} lead={t('psc.phone.lead')} stack>
      {stage.kind === 'waiting' ? (
        <div className="stack" aria-live="polite">
          <p>{t('psc.phone.codeLead')}</p>
          <p className="psc-code">{stage.code}</p>
          <p className="muted">{t('psc.phone.waiting')}</p>
        </div>
      ) : (
        <form className="stack" onSubmit={ask} noValidate>
          {stage.kind === 'ended' ? (
            <Alert tone="warning" title={t(`psc.phone.${stage.outcome}Title`)}>
              {stage.text}
            </Alert>
          ) : null}
          <TextInput
            id="psc-phone-number"
            label={t('psc.phone.number')}
            hint={t('psc.phone.numberHint')}
            inputMode="numeric"
            autoComplete="off"
            required
            value={typed}
            error={error}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="psc-actions">
            <Button type="submit" loading={busy}>
              {stage.kind === 'ended' ? t('psc.phone.again') : t('psc.phone.submit')}
            </Button>
          </div>
        </form>
      )}
    </PageCard>
  );
}
