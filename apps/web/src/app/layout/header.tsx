import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useProgress } from '../../lib/progress-store';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { logout } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { BrandMark } from '../../shared/brand/brand-mark';
import { paths } from '../../shared/journey/paths';

export function Header() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const helpUrl = config.features.help ? config.helpCenterUrl : null;
  const { user, journey } = useProgress();
  const signedIn = Boolean(user?.token);
  return (
    <header className="app-header">
      <div className="app-header__inner">
        {/* The visible words start the link's name (WCAG 2.5.3), the destination follows unseen. */}
        <Link to={paths.home} className="app-header__brand">
          <BrandMark brand={config.brand} />
          <span className="app-header__name">{config.brand.name}</span>
          <span className="app-header__tagline">{t('layout.tagline')}</span>
          <span className="visually-hidden"> – {t('common.backHome')}</span>
        </Link>
        <div className="app-header__actions">
          {helpUrl ? (
            <a className="app-header__help" href={helpUrl} target="_blank" rel="noreferrer">
              {t('layout.help')}
              <span className="visually-hidden"> {t('common.newTab')}</span>
            </a>
          ) : null}
          {signedIn ? (
            <Link className="app-header__help" to={paths.dataRights(journey ?? 'signup')}>
              {t('dataRights.link')}
            </Link>
          ) : null}
          {signedIn ? <LogoutButton /> : null}
        </div>
      </div>
    </header>
  );
}

/** Ends the session on the server and here, then back to the home page. */
function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await logout();
    // What was read for this user is not kept for whoever signs in next. The query client loads
    // with the screens (outside the header's tree), so it is reached by its module.
    (await import('../query-client')).queryClient.clear();
    setBusy(false);
    navigate(paths.home);
  };
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={onClick}>
      {t('layout.logout')}
    </Button>
  );
}
