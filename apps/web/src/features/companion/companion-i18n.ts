import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@app/domain';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLocale } from '../../lib/browser-locale';
import de from '../../locales/sca.de.json';
import en from '../../locales/sca.en.json';
import fr from '../../locales/sca.fr.json';

const STORAGE_KEY = 'sca-companion.language';

/** The language of the web app that sent the link, else the last one used, else the phone's. */
export function companionLanguage(fromLink: string | undefined, browser: readonly string[]): Locale {
  if (isLocale(fromLink)) return fromLink;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage may be off (private mode): fall back to the browser.
  }
  return browserLocale(browser) ?? DEFAULT_LOCALE;
}

export function rememberLanguage(language: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not essential.
  }
}

/** The companion page has its own small i18next instance with the SCA texts only. */
export function createCompanionI18n(language: Locale) {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { fr: { translation: fr }, en: { translation: en }, de: { translation: de } },
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = language;
  return instance;
}
