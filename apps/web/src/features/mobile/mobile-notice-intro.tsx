import type { Translate } from '../../lib/translator';

/**
 * What the mobile notice says first. The notice renders it; the build also renders it in each
 * language for the web server to put in the page's first paint (scripts/prerender-first-paint.tsx).
 */
export function MobileNoticeIntro({ t }: { t: Translate }) {
  return (
    <>
      <h1>{t('mobile.title')}</h1>
      <p className="muted">{t('mobile.text')}</p>
    </>
  );
}
