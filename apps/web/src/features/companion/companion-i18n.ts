import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/domain';
import { browserLocale } from '@app/ui';
import { Translator } from '../../lib/translator';
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

/** The companion page has its own small translator with the SCA words only. */
export function createCompanionI18n(language: Locale): Translator {
  const translator = new Translator(language);
  translator.addWords(DEFAULT_LOCALE, fr);
  translator.addWords('en', en);
  translator.addWords('de', de);
  document.documentElement.lang = language;
  return translator;
}
