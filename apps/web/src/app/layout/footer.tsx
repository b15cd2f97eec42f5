import { isLocale, LOCALES } from '@app/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { FrameModal } from '../../components/ui/frame-modal';
import { openCookiePreferences } from '../../features/cookies/open-preferences';
import { changeLanguage, currentLocale } from '../../lib/i18n';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import { infoPages } from '../../shared/info-pages';
import { paths } from '../../shared/journey/paths';

const ContactModal = lazy(() => import('../../features/contact/contact-modal'));

type Frame = 'terms' | null;

export function Footer() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const [frame, setFrame] = useState<Frame>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const locale = currentLocale();
  const contact = config.features.contact;

  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <nav aria-label={t('layout.footerNav')}>
          <ul className="app-footer__links">
            {contact === 'form' ? (
              <li>
                <button type="button" className="btn btn--link" onClick={() => setContactOpen(true)}>
                  {t('layout.contact')}
                </button>
              </li>
            ) : null}
            {contact === 'link' ? (
              <li>
                <a href={infoPages.contact(locale)} target="_blank" rel="noreferrer">
                  {t('layout.contact')}
                  <span className="visually-hidden"> {t('common.newTab')}</span>
                </a>
              </li>
            ) : null}
            <li>
              <Link to={paths.legalNotice}>{t('layout.legalNotices')}</Link>
            </li>
            <li>
              <button type="button" className="btn btn--link" onClick={() => setFrame('terms')}>
                {t('layout.terms')}
              </button>
            </li>
            <li>
              <a href={infoPages.pricing(locale)} target="_blank" rel="noreferrer">
                {t('layout.pricing')}
                <span className="visually-hidden"> {t('common.newTab')}</span>
              </a>
            </li>
            <li>
              <Link to={paths.accessibility}>{t('layout.accessibility')}</Link>
            </li>
            {/* Consented analytics: the choice can be changed (withdrawn) at any time. */}
            <li>
              <button type="button" className="btn btn--link" onClick={openCookiePreferences}>
                {t('layout.cookiePreferences')}
              </button>
            </li>
            {config.features.help && config.helpCenterUrl ? (
              <li>
                <a href={config.helpCenterUrl} target="_blank" rel="noreferrer">
                  {t('layout.helpCenter')}
                  <span className="visually-hidden"> {t('common.newTab')}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        {config.features.languageChange ? (
          <div className="app-footer__language">
            <label htmlFor="language-select">{t('layout.language')}</label>
            <select
              id="language-select"
              className="input app-footer__select"
              value={locale}
              onChange={(event) => {
                if (isLocale(event.target.value)) void changeLanguage(event.target.value);
              }}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p className="app-footer__legal small">{t('layout.bankMention', { bank: config.brand.bankName })}</p>
      </div>
      <FrameModal
        open={frame === 'terms'}
        title={t('layout.terms')}
        src={infoPages.terms(locale)}
        onClose={() => setFrame(null)}
      />
      {contactOpen ? (
        <Suspense fallback={null}>
          <ContactModal onClose={() => setContactOpen(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
