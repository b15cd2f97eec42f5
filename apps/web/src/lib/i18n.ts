import { DEFAULT_LOCALE, type Locale } from '@app/domain';
import { browserLanguages, preferredLocale } from '@app/ui';
import { loadDomainMessages } from './domain-messages';
import { readString, STORAGE_KEYS, writeString } from './storage';
import { Translator, type Words } from './translator';

// French's base file (default and fallback: the home page, the layout, the cookie banner) is in
// the first chunk. Every other file, French areas included, loads on demand with its language,
// in parallel with /config. Every area file <area>.<language>.json is picked up without editing
// this module.
const FRENCH_BASE = import.meta.glob<Words>('../locales/fr.json', { eager: true, import: 'default' });
const ON_DEMAND = import.meta.glob<Words>(
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

/** The app's translator, in French until initI18n() applies the visitor's language. */
const i18n = new Translator(DEFAULT_LOCALE, (key, language) => {
  console.warn(`Missing translation "${key}" for ${language}`);
});
for (const words of Object.values(FRENCH_BASE)) i18n.addWords(DEFAULT_LOCALE, words);

const loading = new Map<Locale, Promise<void>>();

/** Loads (once) the words of a language not yet in the first chunk, and its domain messages. */
export function loadLanguage(language: Locale): Promise<void> {
  let loaded = loading.get(language);
  if (!loaded) {
    const loaders = Object.entries(ON_DEMAND).filter(([path]) => isFileOf(path, language));
    loaded = Promise.all([Promise.all(loaders.map(([, load]) => load())), loadDomainMessages(language)]).then(
      ([parts]) => {
        for (const words of parts) i18n.addWords(language, words);
      },
    );
    // A failed load (network) is tried again the next time.
    loaded.catch(() => loading.delete(language));
    loading.set(language, loaded);
  }
  return loaded;
}

/** Stored choice, else the first browser language that is shipped, else French (decisions §2). */
export const detectLanguage = (): Locale =>
  preferredLocale(readString(STORAGE_KEYS.language), browserLanguages());

export function currentLocale(): Locale {
  return i18n.language;
}

/** Resolves when the words of `language` are loaded and applied. */
export async function initI18n(language: Locale = detectLanguage()): Promise<Translator> {
  await loadLanguage(language);
  i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

/** Changes and stores the language (footer selector, behind the languageChange flag). */
export async function changeLanguage(language: Locale): Promise<void> {
  writeString(STORAGE_KEYS.language, language);
  await loadLanguage(language);
  i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
