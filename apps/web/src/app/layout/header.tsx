import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { paths } from '../../shared/journey/paths';

export function Header() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const helpUrl = config.features.help ? config.helpCenterUrl : null;
  return (
    <header className="app-header">
      <div className="app-header__inner">
        {/* The visible words start the link's name (WCAG 2.5.3), the destination follows unseen. */}
        <Link to={paths.home} className="app-header__brand">
          <span className="app-header__logo" aria-hidden="true">
            {config.brand.name.slice(0, 1)}
          </span>
          <span className="app-header__name">{config.brand.name}</span>
          <span className="app-header__tagline">{t('layout.tagline')}</span>
          <span className="visually-hidden"> – {t('common.backHome')}</span>
        </Link>
        {helpUrl ? (
          <a className="app-header__help" href={helpUrl} target="_blank" rel="noreferrer">
            {t('layout.help')}
            <span className="visually-hidden"> {t('common.newTab')}</span>
          </a>
        ) : null}
      </div>
    </header>
  );
}
