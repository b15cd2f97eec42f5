import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { paths } from '../paths';

export function Header() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const helpUrl = config.features.help ? config.helpCenterUrl : null;
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link
          to={paths.home}
          className="app-header__brand"
          aria-label={t('layout.homeLink', { brand: config.brand.name })}
        >
          <span className="app-header__logo" aria-hidden="true">
            {config.brand.name.slice(0, 1)}
          </span>
          <span className="app-header__name">{config.brand.name}</span>
          <span className="app-header__tagline">{t('layout.tagline')}</span>
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
