import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { callApi } from '../../lib/api-client';
import { isApiError } from '../../lib/api-errors';
import type { Journey } from '../../lib/progress';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../journey/paths';
import { keepPscJourney } from './psc-sign-in-store';
import './psc.css';

/** The federation's mark, drawn here (no outside asset): a card with its chip, and a tick. */
function PscMark() {
  return (
    <svg className="psc-button__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="6" width="28" height="20" rx="3" fill="#fff" />
      <rect x="6" y="12" width="7" height="6" rx="1" fill="#0c419a" />
      <path d="M17 17l3 3 6-7" fill="none" stroke="#0c419a" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * "Se connecter avec Pro Santé Connect", in the federation's button style, when the bank offers
 * it: the API gives the authorization address (its state, nonce and verifier stay on the API) and
 * the page goes there; the return page finishes. A desktop without a card reader uses the phone.
 */
export function PscSignInButton({ journey }: { journey: Journey }) {
  const { t } = useTranslation();
  const { features } = useRuntimeConfig();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!features.proSanteConnect) return null;

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { authorization_url } = await callApi('POST /pro-sante-connect/start', {
        auth: 'none',
        appCheck: true,
        suppressErrorModal: true,
      });
      keepPscJourney(journey);
      window.location.assign(authorization_url);
    } catch (error) {
      setFailure(isApiError(error) && error.message ? error.message : t('psc.unavailable'));
      setBusy(false);
    }
  };

  return (
    <div className="psc-sign-in">
      <button
        type="button"
        className="psc-button"
        onClick={start}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <PscMark />
        <span className="psc-button__text">
          <span className="psc-button__prefix">{t('psc.button.prefix')}</span>{' '}
          <span className="psc-button__name">{t('psc.button.name')}</span>
        </span>
      </button>
      <Link className="psc-sign-in__phone" to={paths.pscPhone} onClick={() => keepPscJourney(journey)}>
        {t('psc.button.phone')}
      </Link>
      {failure ? <Alert tone="warning">{failure}</Alert> : null}
      <p className="psc-sign-in__or">
        <span>{t('psc.button.or')}</span>
      </p>
    </div>
  );
}
