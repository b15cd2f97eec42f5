import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/** How long a screen may take to show its heading (a lazily loaded part, a first query). */
const HEADING_WAIT_MS = 5000;

const isInDialog = (element: Element | null) =>
  Boolean(element?.closest('[role="dialog"], [role="alertdialog"], dialog'));

/**
 * On every screen change the focus moves to the new screen's heading (so a screen reader starts
 * there), and on every screen and language the page's title names the screen in the visitor's
 * language: "<heading> – <app name>". The first load keeps the focus where the browser puts it.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const appName = t('layout.tagline');
  // The path the focus was last placed for: a language change re-titles without moving it.
  const shownPath = useRef(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a language change re-reads the translated heading
  useEffect(() => {
    const moveFocus = shownPath.current !== pathname;
    shownPath.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    let done = false;
    const apply = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading?.textContent) return false;
      document.title = `${heading.textContent.trim()} – ${appName}`;
      // A dialog opened by the screen (a notice on arrival) keeps the focus.
      if (moveFocus && !isInDialog(document.activeElement)) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (apply()) return;
    const observer = new MutationObserver(() => {
      if (!done && apply()) {
        done = true;
        observer.disconnect();
      }
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, appName, i18n.language]);

  return null;
}
