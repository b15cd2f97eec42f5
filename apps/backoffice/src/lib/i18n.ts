import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'backoffice.language';

/** The stored choice, else the browser's when it is English, else French. */
export function detectLanguage(): Language {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  if (stored === 'fr' || stored === 'en') return stored;
  return navigator.language?.startsWith('en') ? 'en' : 'fr';
}

export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  document.documentElement.lang = language;
  await i18n.use(initReactI18next).init({
    resources: { fr: { translation: fr }, en: { translation: en } },
    lng: language,
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
  });
}

export async function changeLanguage(language: Language): Promise<void> {
  window.localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
