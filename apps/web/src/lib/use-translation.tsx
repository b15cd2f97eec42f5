import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { Translate, Translator } from './translator';

// The app's translator unless a part of the page is given another.
const TranslatorContext = createContext<Translator>(i18n);

/** Gives a part of the page another translator than the app's (the companion page's own words). */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The words in the visitor's language; the component renders again when the language changes. */
export function useTranslation(): { t: Translate; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const t = useSyncExternalStore(translator.subscribe, () => translator.t);
  return useMemo(() => ({ t, i18n: translator }), [t, translator]);
}
