import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Translate, Translator } from './translator';

/**
 * An app's React binding to its translator, typed by its keys: `useTranslation` gives the words
 * in the current language and renders the component again when the language changes;
 * `TranslatorProvider` gives a part of the page another translator than the app's (the customer
 * app's companion page has its own words).
 */
export function bindTranslator<Key extends string>(appTranslator: Translator<Key>) {
  const TranslatorContext = createContext<Translator<Key>>(appTranslator);

  function TranslatorProvider({
    translator,
    children,
  }: {
    translator: Translator<Key>;
    children: ReactNode;
  }) {
    return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
  }

  function useTranslation(): { t: Translate<Key>; i18n: Translator<Key> } {
    const translator = useContext(TranslatorContext);
    const t = useSyncExternalStore(translator.subscribe, () => translator.t);
    return useMemo(() => ({ t, i18n: translator }), [t, translator]);
  }

  return { TranslatorProvider, useTranslation };
}
