import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@app/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLocale } from './browser-locale';
import { readString, STORAGE_KEYS, writeString } from './storage';

type Resources = Record<string, unknown>;

// French's base file (default and fallback: the home page, the layout, the cookie banner) is in
// the first chunk. Every other file, French areas included, loads on demand with its language,
// in parallel with /config. Every area file <area>.<language>.json is picked up without editing
// this module.
const FRENCH_BASE = import.meta.glob<Resources>('../locales/fr.json', { eager: true, import: 'default' });
const ON_DEMAND = import.meta.glob<Resources>(
  [
    '../locales/*.fr.json',
    '../locales/en.json',
    '../locales/*.en.json',
    '../locales/de.json',
    '../locales/*.de.json',
  ],
  { import: 'default' },
);

const isFileOf = (path: string, language: Locale) =>
  path.endsWith(`/${language}.json`) || path.endsWith(`.${language}.json`);

const merge = (parts: Resources[]): Resources => Object.assign({}, ...parts);

const loading = new Map<Locale, Promise<void>>();

/** Loads (once) the resources of a language not yet in the first chunk. */
export function loadLanguage(language: Locale): Promise<void> {
  let loaded = loading.get(language);
  if (!loaded) {
    const loaders = Object.entries(ON_DEMAND).filter(([path]) => isFileOf(path, language));
    loaded = Promise.all(loaders.map(([, load]) => load())).then((parts) => {
      i18n.addResourceBundle(language, 'translation', merge(parts), true, true);
    });
    // A failed load (network) is tried again the next time.
    loaded.catch(() => loading.delete(language));
    loading.set(language, loaded);
  }
  return loaded;
}

/** Stored choice, else the first browser language that is shipped, else French (decisions §2). */
export function detectLanguage(
  stored: string | null = readString(STORAGE_KEYS.language),
  browser: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Locale {
  if (isLocale(stored)) return stored;
  return browserLocale(browser) ?? DEFAULT_LOCALE;
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Starts i18n in French at once; resolves when the files of `language` are loaded and applied. */
export async function initI18n(language: Locale = detectLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) initFrench();
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

function initFrench(): void {
  void i18n.use(initReactI18next).init({
    resources: { fr: { translation: merge(Object.values(FRENCH_BASE)) } },
    lng: DEFAULT_LOCALE,
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
}

/** Changes and stores the language (footer selector, behind the languageChange flag). */
export async function changeLanguage(language: Locale): Promise<void> {
  writeString(STORAGE_KEYS.language, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
