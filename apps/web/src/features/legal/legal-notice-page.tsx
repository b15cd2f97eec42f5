import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { currentLocale } from '../../lib/i18n';
import { fromServer, useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import { LegalNotice, NOTICE_WORDS } from '../../shared/legal/legal-notice';

/** The legal notice page ("Mentions légales", "Legal notice", "Impressum"), linked from the footer. */
export default function LegalNoticePage() {
  // Re-renders on a language change.
  useTranslation();
  const config = useRuntimeConfig();
  const locale = currentLocale();
  const text = NOTICE_WORDS[locale];
  return (
    <PageCard id="legal" title={text.title} stack>
      {fromServer(config) ? (
        <LegalNotice config={config} locale={locale} />
      ) : (
        // The identities are the bank's configuration: never a default in their place.
        <Alert tone="warning">{text.unavailable}</Alert>
      )}
    </PageCard>
  );
}
