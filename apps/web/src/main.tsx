import './start/page-base';
// The web server may write the consent banner into the page's first paint: its rules come with
// the page's, not with the banner's script.
import './features/cookies/cookies.css';
import { appWithRouter } from './app/app';
import { preloadRoute } from './app/routes/preload-route';
import { isMobileDevice } from './lib/mobile';
import { loadMobileNotice } from './start/load-mobile-notice';
import { startPage } from './start/start-page';

// Spec §1: on mobile devices the whole app is replaced by the reminder form. The web server gives
// phones mobile.html, which loads nothing of the app; this covers a page it did not choose.
if (isMobileDevice()) {
  void startPage(loadMobileNotice);
} else {
  void startPage(
    async () => appWithRouter,
    () => preloadRoute(window.location.pathname),
  );
}
