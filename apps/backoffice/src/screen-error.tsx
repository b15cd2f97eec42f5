import { useEffect, useRef } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from './lib/use-translation';

/**
 * What an operator sees when a screen fails while drawing (instead of the router's developer
 * page): the shell stays, the screen says so in her language and offers to reload it. The error
 * goes to the browser's console for whoever investigates; no decision is sent by it.
 */
export function ScreenError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    console.error(error);
    heading.current?.focus();
  }, [error]);
  return (
    <section className="screen-error" role="alert" aria-labelledby="screen-error-title">
      <h1 id="screen-error-title" ref={heading} tabIndex={-1}>
        {t('errors.screenTitle')}
      </h1>
      <p>{t('errors.screen')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </section>
  );
}
