/**
 * Loads the common word lists and one language's (each its own chunk in the web app), for a
 * scorer that runs where the visitor is: a browser needs only the language it shows.
 */
import type { Locale } from './locale';
import type { PasswordDictionaries } from './password-scorer-core';

const LANGUAGE_PACKS: Readonly<Record<Locale, () => Promise<{ dictionary: Record<string, string[]> }>>> = {
  fr: () => import('@zxcvbn-ts/language-fr'),
  en: () => import('@zxcvbn-ts/language-en'),
  // A major version behind the others: its dictionary shape (word lists) is the same.
  de: () => import('@zxcvbn-ts/language-de') as Promise<{ dictionary: Record<string, string[]> }>,
};

export async function loadPasswordDictionaries(locale: Locale): Promise<PasswordDictionaries> {
  const [common, language] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    LANGUAGE_PACKS[locale](),
  ]);
  return {
    dictionary: { ...common.dictionary, ...language.dictionary },
    graphs: common.adjacencyGraphs,
  };
}
