import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { turnedToOpening } from '../../lib/progress';
import { updateProgress } from '../../lib/progress-store';
import { continuationOf } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { startAnotherOpening, storeSignupRequest } from '../../shared/signup-request/signup-request-api';

/**
 * A signed-in person opens an account for another company (one login, several openings): a new
 * request of their own, then its company step, empty; their other openings stay as they are.
 */
export function AnotherOpening() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const start = async () => {
    setState('busy');
    try {
      const request = await startAnotherOpening();
      const next = continuationOf(request.type);
      if (!next) throw new Error('unknown opening type');
      storeSignupRequest(request);
      updateProgress((progress) => turnedToOpening(progress, next.journey));
      navigate(paths.company(next.journey));
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="home__resume">
      <p>
        {t('home.anotherOpening')}{' '}
        <button
          type="button"
          className="btn btn--link"
          disabled={state === 'busy'}
          onClick={() => void start()}
        >
          {t('home.anotherOpeningAction')}
        </button>
      </p>
      {state === 'failed' ? <Alert tone="error">{t('home.anotherOpeningFailed')}</Alert> : null}
    </div>
  );
}
