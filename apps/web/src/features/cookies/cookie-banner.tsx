import type { CookiePreferences } from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { useTranslation } from '../../lib/use-translation';
import {
  cookiesEnabled,
  readConsent,
  removeOtherCookies,
  writeConsent,
} from '../../shared/consent/consent-cookie';
import { startAnalytics, stopAnalytics } from './analytics/analytics-control';
import { ConsentChoice } from './consent-choice';
import { OPEN_COOKIE_PREFERENCES } from './open-preferences';
import { useKeepFocusClear } from './use-keep-focus-clear';

type Step = 'choice' | 'preferences' | 'hidden';

/** Cookie consent (spec §4): step 1 reject/customize/accept, step 2 preferences back/save. */
export default function CookieBanner() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(() => (readConsent() ? 'hidden' : 'choice'));
  const [analytics, setAnalytics] = useState(false);
  const banner = useRef<HTMLElement>(null);
  // Reopened from the footer: focus goes to the analytics choice.
  const [reopened, setReopened] = useState(false);
  useKeepFocusClear(banner, step !== 'hidden');

  useEffect(() => {
    const stored = readConsent();
    if (stored?.analytics) void startAnalytics();
    else removeOtherCookies();
  }, []);

  useEffect(() => {
    const reopen = () => {
      setAnalytics(readConsent()?.analytics ?? false);
      setStep('preferences');
      setReopened(true);
    };
    window.addEventListener(OPEN_COOKIE_PREFERENCES, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES, reopen);
  }, []);

  useEffect(() => {
    if (reopened && step === 'preferences') document.getElementById('cookie-analytics')?.focus();
  }, [reopened, step]);

  if (!cookiesEnabled()) {
    return (
      <section className="cookie-banner" aria-label={t('cookies.disabledTitle')}>
        <Alert tone="warning" title={t('cookies.disabledTitle')}>
          <p>{t('cookies.disabledText')}</p>
        </Alert>
      </section>
    );
  }
  if (step === 'hidden') return null;

  const save = (preferences: CookiePreferences) => {
    writeConsent(preferences);
    if (preferences.analytics) void startAnalytics();
    else {
      // Refused or withdrawn: the recording stops and its cookies and storage are deleted.
      void stopAnalytics();
      removeOtherCookies();
    }
    setReopened(false);
    setStep('hidden');
  };

  return (
    <section ref={banner} className="cookie-banner" aria-labelledby="cookie-banner-title">
      {step === 'choice' ? (
        <ConsentChoice
          t={t}
          onRejectAll={() => save({ functional: true, analytics: false })}
          onCustomize={() => setStep('preferences')}
          onAcceptAll={() => save({ functional: true, analytics: true })}
        />
      ) : (
        <div className="cookie-banner__panel">
          <div className="cookie-banner__text">
            <h2 id="cookie-banner-title" className="cookie-banner__title">
              {t('cookies.preferencesTitle')}
            </h2>
            <div className="stack">
              <Checkbox
                id="cookie-functional"
                label={`${t('cookies.functional')} (${t('cookies.alwaysOn')})`}
                hint={t('cookies.functionalText')}
                checked
                disabled
                readOnly
              />
              <Checkbox
                id="cookie-analytics"
                label={t('cookies.analytics')}
                hint={t('cookies.analyticsText')}
                checked={analytics}
                onChange={(event) => setAnalytics(event.target.checked)}
              />
            </div>
          </div>
          <div className="cookie-banner__actions">
            <Button variant="secondary" onClick={() => setStep('choice')}>
              {t('cookies.back')}
            </Button>
            <Button onClick={() => save({ functional: true, analytics })}>{t('cookies.save')}</Button>
          </div>
        </div>
      )}
    </section>
  );
}
