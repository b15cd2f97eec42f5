import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import { TranslatorProvider } from '../lib/use-translation';

/**
 * i18n; the runtime config is loaded before render (main.tsx). The query client wraps each
 * lazily loaded screen (with-query-client.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return <TranslatorProvider translator={i18n}>{children}</TranslatorProvider>;
}
