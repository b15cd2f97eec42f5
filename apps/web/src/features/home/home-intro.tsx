import type { Translate } from '../../lib/translator';

/**
 * The home page's title and lead. The app renders it; the build also renders it in each language
 * for the web server to put in the page's first paint (scripts/prerender-first-paint.tsx).
 */
export function HomeIntro({ t, brand, bank }: { t: Translate; brand: string; bank: string }) {
  return (
    <section className="home__intro" aria-labelledby="home-title">
      <h1 id="home-title" className="home__title">
        {t('home.title')}
      </h1>
      <p className="home__lead">{t('home.lead', { brand, bank })}</p>
    </section>
  );
}
