import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { GlobalModals } from '../global-modals/global-modals';
import { Footer } from './footer';
import { Header } from './header';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';

const CookieBanner = lazy(() => import('../../features/cookies/cookie-banner'));

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="app">
      {/* First in the tab order while it waits for an answer. */}
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <ScrollToTop />
      <RouteFocus />
      <Header />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <GlobalModals />
    </div>
  );
}
