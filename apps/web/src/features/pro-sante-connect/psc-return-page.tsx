import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { pscJourney } from '../../shared/pro-sante-connect/psc-sign-in-store';
import { finishPscSignIn } from './psc-api';
import { failureText } from './psc-failure';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * /pro-sante-connect/retour: the federation sends the practitioner back here with a code and the
 * state (or its refusal); the API checks them once. Every refusal is said in the customer's words,
 * with a way back to the account step.
 */
export default function PscReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // The state is single use: one call, even when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const state = search.get('state');
    const code = search.get('code') ?? undefined;
    const error = search.get('error') ?? undefined;
    if (!state || (!code && !error)) {
      setFailure(t('psc.return.incomplete'));
      return;
    }
    finishPscSignIn({ state, ...(code ? { code } : {}), ...(error ? { error } : {}) })
      .then(finish)
      .catch((failed: unknown) => setFailure(failureText(failed, t('psc.unavailable'))));
  }, [search, finish, t]);

  if (!failure) return <PageLoader label={t('psc.return.checking')} />;
  return (
    <PageCard id="psc-return" title={t('psc.return.failedTitle')} stack>
      <Alert tone="warning">{failure}</Alert>
      <div className="psc-actions">
        <Button onClick={() => navigate(paths.accountCreate(pscJourney()))}>{t('psc.return.back')}</Button>
      </div>
    </PageCard>
  );
}
