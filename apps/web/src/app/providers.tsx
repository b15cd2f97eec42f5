import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';

/**
 * i18n; the runtime config is loaded before render (main.tsx). The query client wraps each
 * lazily loaded screen (with-query-client.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
