import './lib/zod-without-eval';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './components/ui/ui.css';
import './app/layout/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { configureApiClient } from './lib/api-client';
import { currentLocale, initI18n } from './lib/i18n';
import { isMobileDevice } from './lib/mobile';
import { applyBrand, fetchRuntimeConfig, setRuntimeConfig } from './lib/runtime-config';

async function start(): Promise<void> {
  const [config] = await Promise.all([fetchRuntimeConfig(), initI18n()]);
  setRuntimeConfig(config);
  applyBrand(config);
  configureApiClient({ brand: config.brand.name, language: currentLocale });

  const root = createRoot(document.getElementById('root') as HTMLElement);
  if (isMobileDevice()) {
    // Spec §1: on mobile devices the whole app is replaced by the reminder form.
    const { MobileApp } = await import('./features/mobile/mobile-app');
    root.render(
      <StrictMode>
        <MobileApp />
      </StrictMode>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
