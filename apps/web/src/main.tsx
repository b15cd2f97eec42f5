import './lib/zod-without-eval';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './components/ui/ui.css';
import './app/layout/layout.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes/preload-route';
import { configureApiClient } from './lib/api-client';
import { currentLocale, initI18n } from './lib/i18n';
import { isMobileDevice } from './lib/mobile';
import { applyBrand, fetchRuntimeConfig, setRuntimeConfig } from './lib/runtime-config';

async function start(): Promise<void> {
  // Spec §1: on mobile devices the whole app is replaced by the reminder form.
  const mobileApp = isMobileDevice() ? import('./features/mobile/mobile-app') : null;
  // Asked first: the browser sends its requests in this order, a few at a time.
  const ready = Promise.all([fetchRuntimeConfig(), initI18n()]);
  if (!mobileApp) preloadRoute(window.location.pathname);
  const [config] = await ready;
  setRuntimeConfig(config);
  applyBrand(config);
  configureApiClient({ brand: config.brand.name, language: currentLocale });

  const root = createRoot(document.getElementById('root') as HTMLElement);
  const Screen = mobileApp ? (await mobileApp).MobileApp : App;
  // A transition renders in slices, giving the main thread back between them: the page stays
  // responsive while the first screen is built (Lighthouse TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
  });
}

void start();
