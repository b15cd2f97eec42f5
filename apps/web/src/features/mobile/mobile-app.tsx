import './mobile.css';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { MobileReminderForm } from './mobile-reminder-form';

function MobileNotice() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  return (
    <div className="mobile">
      <header className="mobile__header">
        <span className="app-header__logo" aria-hidden="true">
          {config.brand.name.slice(0, 1)}
        </span>
        <span className="app-header__name">{config.brand.name}</span>
      </header>
      <main className="mobile__main">
        <h1>{t('mobile.title')}</h1>
        <p className="muted">{t('mobile.text')}</p>
        <div className="card">
          <MobileReminderForm commercialUrl={config.brand.websiteUrl} />
        </div>
      </main>
    </div>
  );
}

/** Replaces the whole application on mobile devices (spec §1). */
export function MobileApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <MobileNotice />
    </I18nextProvider>
  );
}
