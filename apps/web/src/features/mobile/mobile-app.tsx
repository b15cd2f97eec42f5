import './mobile.css';
import { REMINDER_CALLBACK_WORKING_DAYS } from '@app/domain';
import { currentLocale } from '../../lib/i18n';
import { fromServer, useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import { BrandMark } from '../../shared/brand/brand-mark';
import { infoPages } from '../../shared/info-pages';
import { paths } from '../../shared/journey/paths';
import { LegalNotice, NOTICE_WORDS } from '../../shared/legal/legal-notice';
import { MobileNoticeIntro } from './mobile-notice-intro';
import { MobileReminderForm } from './mobile-reminder-form';

/** Replaces the whole application on mobile devices (spec §1). */
export function MobileApp() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const locale = currentLocale();
  // The app is replaced on phones, so the legal notice linked below is shown here too.
  const legalPage = window.location.pathname === paths.legalNotice;
  return (
    <div className="mobile">
      <header className="mobile__header">
        <BrandMark brand={config.brand} />
        <span className="app-header__name">{config.brand.name}</span>
      </header>
      <main className="mobile__main">
        {legalPage ? (
          <>
            <h1>{NOTICE_WORDS[locale].title}</h1>
            {fromServer(config) ? (
              <LegalNotice config={config} locale={locale} />
            ) : (
              <p>{NOTICE_WORDS[locale].unavailable}</p>
            )}
            <p>
              <a href={paths.home}>{t('mobile.backToForm')}</a>
            </p>
          </>
        ) : (
          <>
            <MobileNoticeIntro t={t} />
            <section className="mobile__next" aria-labelledby="mobile-next-title">
              <h2 id="mobile-next-title">{t('mobile.nextTitle')}</h2>
              <ol>
                <li>{t('mobile.nextEmail')}</li>
                <li>
                  {t('mobile.nextCall', { brand: config.brand.name, days: REMINDER_CALLBACK_WORKING_DAYS })}
                </li>
              </ol>
            </section>
            <div className="card">
              <MobileReminderForm commercialUrl={config.brand.websiteUrl} />
            </div>
          </>
        )}
      </main>
      <footer className="mobile__footer">
        <nav aria-label={t('mobile.legalLinks')}>
          <ul>
            <li>
              <a href={paths.legalNotice}>{t('mobile.legalNotice')}</a>
            </li>
            <li>
              <a href={`${infoPages.legalNotices(locale)}#personal-data`}>{t('mobile.privacy')}</a>
            </li>
          </ul>
        </nav>
        <p className="small">{t('layout.bankMention', { bank: config.brand.bankName })}</p>
      </footer>
    </div>
  );
}
