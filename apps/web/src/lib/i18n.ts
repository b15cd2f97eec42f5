import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, translate } from '@app/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import journeyDe from '../locales/journey.de.json';
import journeyEn from '../locales/journey.en.json';
import journeyFr from '../locales/journey.fr.json';
import scaDe from '../locales/sca.de.json';
import scaEn from '../locales/sca.en.json';
import scaFr from '../locales/sca.fr.json';
import { readString, STORAGE_KEYS, writeString } from './storage';

/** Stored choice, else the first browser language that is shipped, else French (decisions §2). */
export function detectLanguage(
  stored: string | null = readString(STORAGE_KEYS.language),
  browser: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const short = tag.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return DEFAULT_LOCALE;
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

export function initI18n(language: Locale = detectLanguage()) {
  void i18n.use(initReactI18next).init({
    resources: {
      fr: { translation: { ...fr, ...journeyFr, ...scaFr } },
      en: { translation: { ...en, ...journeyEn, ...scaEn } },
      de: { translation: { ...de, ...journeyDe, ...scaDe } },
    },
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => {
      console.warn(`Missing translation "${key}" for ${languages.join(', ')}`);
    },
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

/** Changes and stores the language (footer selector, behind the languageChange flag). */
export async function changeLanguage(language: Locale): Promise<void> {
  writeString(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * A validation message: domain keys ("validation.required") are translated with the domain's
 * `translate`; server messages arrive already translated and are returned unchanged.
 */
export const translateMessage = (message: string | undefined, locale: Locale = currentLocale()): string =>
  message ? translate(locale, message) : '';

export { i18n };
