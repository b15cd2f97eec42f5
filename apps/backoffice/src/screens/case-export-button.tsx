import { useState } from 'react';
import { backofficeUrl } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';

/**
 * The regulator's export of the case (auditors and supervisors): a ZIP of its summary as PDF and
 * JSON and its documents, fetched with the session (the API journals it) and saved by the browser.
 */
export function CaseExportButton({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!session.may('GET /backoffice/cases/{caseId}/export')) return null;

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(backofficeUrl('GET /backoffice/cases/{caseId}/export', { caseId }), {
        credentials: 'include',
        headers: { 'x-language': i18n.language },
      });
      if (!response.ok) throw new Error(String(response.status));
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? `case-${caseId}.zip`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setError(t('export.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <p>
      <button type="button" disabled={busy} onClick={() => void download()} aria-describedby="export-hint">
        {busy ? t('export.busy') : t('export.button')}
      </button>{' '}
      <span id="export-hint" className="hint">
        {t('export.hint')}
      </span>
      {error && <span role="alert"> {error}</span>}
    </p>
  );
}
