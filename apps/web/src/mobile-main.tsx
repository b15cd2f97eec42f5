import './start/page-base';
// The web server may write the notice's first lines into the page's first paint: its rules come
// with the page's.
import './features/mobile/mobile.css';
import { loadMobileNotice } from './start/load-mobile-notice';
import { startPage } from './start/start-page';

// mobile.html, which the web server gives phones and tablets (spec §1: the mobile notice replaces
// the whole app): none of the app's screens, router or journey is loaded.
void startPage(loadMobileNotice);
