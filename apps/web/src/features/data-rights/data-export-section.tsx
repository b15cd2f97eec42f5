import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { downloadMyData } from './data-rights-api';
import { saveFile } from './save-file';

/** Today's date as the file's name carries it, so two downloads on two days keep apart. */
const exportFileName = () => `my-data-${new Date().toISOString().slice(0, 10)}.zip`;

/**
 * Downloading everything the bank holds about the customer: the API asks for strong
 * authentication (the app's SCA modal answers it), then the ZIP is saved as a download.
 */
export function DataExportSection() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const download = async () => {
    setBusy(true);
    setSaved(false);
    try {
      saveFile(await downloadMyData(), exportFileName());
      setSaved(true);
    } catch {
      // Told by the API client's error modal, or the customer closed the SCA modal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="data-export-title" className="stack">
      <h2 id="data-export-title" className="data-rights__title">
        {t('dataRights.export.title')}
      </h2>
      <p>{t('dataRights.export.text')}</p>
      <ul className="data-rights__contents">
        <li>{t('dataRights.export.summary')}</li>
        <li>{t('dataRights.export.documents')}</li>
        <li>{t('dataRights.export.json')}</li>
      </ul>
      <div>
        <Button loading={busy} onClick={() => void download()}>
          {t('dataRights.export.button')}
        </Button>
      </div>
      <div aria-live="polite">
        {saved ? <Alert tone="success">{t('dataRights.export.saved')}</Alert> : null}
      </div>
    </section>
  );
}
