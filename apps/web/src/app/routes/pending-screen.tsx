import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Alert } from '../../components/ui/alert';

/** Stand-in for a screen not built yet; replace its loader in screens.ts. */
export default function PendingScreen() {
  const { t } = useTranslation();
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return (
    <section className="card" aria-labelledby="pending-title">
      <h1 id="pending-title">{t('common.pendingScreen')}</h1>
      <Alert tone="info">
        <p>{id}</p>
      </Alert>
    </section>
  );
}
