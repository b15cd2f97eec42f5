import '../../lib/zod-without-eval';
import '@app/ui/styles/tokens.css';
import '../../styles/base.css';
import '../../components/ui/ui.css';
import './companion.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TranslatorProvider } from '../../lib/use-translation';
import { parsePairingFragment } from '../../shared/companion/pairing-link';
import { CompanionApp } from './companion-app';
import { companionLanguage, createCompanionI18n, rememberLanguage } from './companion-i18n';

// The pairing secret is read once and removed from the address bar and the history.
const payload = parsePairingFragment(window.location.hash);
if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search);

// A pairing link opened while the page is already open only changes the fragment: start afresh.
window.addEventListener('hashchange', () => {
  if (parsePairingFragment(window.location.hash)) window.location.reload();
});

const language = companionLanguage(payload?.language, navigator.languages ?? [navigator.language]);
rememberLanguage(language);
const i18n = createCompanionI18n(language);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <TranslatorProvider translator={i18n}>
      <CompanionApp payload={payload} language={language} />
    </TranslatorProvider>
  </StrictMode>,
);
