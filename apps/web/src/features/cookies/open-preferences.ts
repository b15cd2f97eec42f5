/** Fired by the footer's "Cookie preferences" link: the banner opens its preferences step. */
export const OPEN_COOKIE_PREFERENCES = 'cookie-preferences:open';

export const openCookiePreferences = (): void => {
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES));
};
