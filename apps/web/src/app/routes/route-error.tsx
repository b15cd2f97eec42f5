import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { translateText } from '../../lib/domain-messages';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { reportFailure } from '../../shared/error-reporting/error-reporting';

/** A screen failed to load or render: the generic message and a reload (e.g. after a deployment). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const locale = currentLocale();
  useEffect(() => {
    if (!error) return;
    console.error(error);
    void reportFailure({ kind: 'unexpected', error });
  }, [error]);
  return (
    <section className="card route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{translateText(locale, 'error.generic_title')}</h1>
      <p>{translateText(locale, 'error.generic')}</p>
      <div className="row">
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        <a className="btn btn--secondary" href="/">
          {t('common.backHome')}
        </a>
      </div>
    </section>
  );
}

export default RouteError;
