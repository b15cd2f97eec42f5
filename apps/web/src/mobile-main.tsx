import './lib/zod-without-eval';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './components/ui/ui.css';
// The header's brand name is styled as the app's.
import './app/layout/layout.css';
import { loadMobileNotice } from './start/load-mobile-notice';
import { startPage } from './start/start-page';

// mobile.html, which the web server gives phones and tablets (spec §1: the mobile notice replaces
// the whole app): none of the app's screens, router or journey is loaded.
void startPage(loadMobileNotice);
