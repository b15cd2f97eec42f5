import { Button } from '../../components/ui/button';
import type { Translate } from '../../lib/translator';

export interface ConsentChoiceProps {
  t: Translate;
  onRejectAll?: () => void;
  onCustomize?: () => void;
  onAcceptAll?: () => void;
}

/**
 * The banner's first step (spec §4): what the cookies are for, then reject, customise, accept.
 * The app renders it with its actions; the build also renders it without them, in each language,
 * for the web server to put in the page's first paint (scripts/prerender-first-paint.tsx).
 */
export function ConsentChoice({ t, onRejectAll, onCustomize, onAcceptAll }: ConsentChoiceProps) {
  return (
    <div className="cookie-banner__panel">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {t('cookies.bannerTitle')}
        </h2>
        <p>{t('cookies.bannerText')}</p>
      </div>
      <div className="cookie-banner__actions">
        {/* Refusing is as prominent as accepting (CNIL): the same button style. */}
        <Button onClick={onRejectAll}>{t('cookies.rejectAll')}</Button>
        <Button variant="secondary" onClick={onCustomize}>
          {t('cookies.customize')}
        </Button>
        <Button onClick={onAcceptAll}>{t('cookies.acceptAll')}</Button>
      </div>
    </div>
  );
}
