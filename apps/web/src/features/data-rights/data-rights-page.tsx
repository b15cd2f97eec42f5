import { useState } from 'react';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { turnedToOpening } from '../../lib/progress';
import { updateProgress, useProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { DataExportSection } from './data-export-section';
import { ErasureSection } from './erasure-section';
import './data-rights.css';

/** "My data": download everything the bank holds about me, ask for my opening's erasure. */
export default function DataRightsPage() {
  const { t } = useTranslation();
  const { company, journey } = useProgress();
  const [erasedName, setErasedName] = useState<string | null>(null);

  const onErased = () => {
    setErasedName(company?.name ?? '');
    // The opening no longer exists: the journey starts again from the company, never on its id.
    updateProgress((progress) => turnedToOpening(progress, journey ?? progress.journey ?? 'signup'));
  };

  return (
    <PageCard id="data-rights" title={t('dataRights.title')} lead={t('dataRights.lead')} stack>
      <DataExportSection />
      {erasedName !== null ? (
        <div aria-live="polite">
          <Alert tone="success" title={t('dataRights.erasure.erasedTitle')}>
            {t('dataRights.erasure.erased', { company: erasedName })}
          </Alert>
        </div>
      ) : company?.id ? (
        <ErasureSection companyId={company.id} companyName={company.name ?? ''} onErased={onErased} />
      ) : null}
    </PageCard>
  );
}
