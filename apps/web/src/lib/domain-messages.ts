import {
  type Catalogue,
  DEFAULT_LOCALE,
  type Locale,
  type MessageParams,
  type Text,
  translateWith,
} from '@app/domain';

// The domain's messages (validation, errors, document names), one language at a time: the
// visitor's is downloaded with the app's words (i18n.ts), not the three catalogues together.
const LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  fr: () => import('@app/domain/messages/fr').then((module) => module.fr),
  en: () => import('@app/domain/messages/en').then((module) => module.en),
  de: () => import('@app/domain/messages/de').then((module) => module.de),
};

const catalogues = new Map<Locale, Catalogue>();

/** Downloads (once) a language's catalogue. */
export async function loadDomainMessages(language: Locale): Promise<void> {
  if (!catalogues.has(language)) catalogues.set(language, await LOADERS[language]());
}

/**
 * The domain's translate() in a loaded language (the app loads its visitor's before its first
 * render, and a new one before switching to it); French, then the text itself, otherwise.
 */
export function translateText(locale: Locale, text: Text, params: MessageParams = {}): string {
  const language = catalogues.has(locale) ? locale : DEFAULT_LOCALE;
  const catalogue = catalogues.get(language);
  if (!catalogue) return typeof text === 'string' ? text : text.key;
  return translateWith(catalogue, language, text, params);
}
