import { DEFAULT_LOCALE, type Locale } from '@app/domain';
import { browserLanguages, preferredLocale, type Translate as TranslateOf, Translator } from '@app/ui';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import type { TranslationKey } from '../locales/keys';

const STORAGE_KEY = 'backoffice.language';

/** t() of the back-office: a key that is not one of its words does not compile. */
export type Translate = TranslateOf<TranslationKey>;

/** The back-office's words, every language in its bundle (the operators' tool has no size budget). */
export const i18n = new Translator<TranslationKey>(DEFAULT_LOCALE, (key, language) => {
  console.warn(`Missing translation "${key}" for ${language}`);
});
i18n.addWords('fr', fr);
i18n.addWords('en', en);
i18n.addWords('de', de);

/** The operator's stored choice, else the browser's language when it is one of ours, else French. */
export const detectLanguage = (): Locale =>
  preferredLocale(window.localStorage.getItem(STORAGE_KEY), browserLanguages());

// The page's language is what the API answers in (x-language, lib/api.ts): set before the
// screens render again and ask.
function apply(language: Locale): void {
  document.documentElement.lang = language;
  i18n.changeLanguage(language);
}

export function initI18n(language: Locale = detectLanguage()): void {
  apply(language);
}

/** The language selector's choice, kept for the next visit. */
export function changeLanguage(language: Locale): void {
  window.localStorage.setItem(STORAGE_KEY, language);
  apply(language);
}
