import type { SentDocumentReply } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { SlotViewer } from '../../shared/documents/slot-viewer';
import type { ViewerDocument } from '../../shared/documents/viewer/viewer-document';

const toViewerDocument = (document: SentDocumentReply): ViewerDocument => ({
  key: document.id,
  name: document.file_name,
  mimeType: document.mime_type,
  url: document.url,
});

/**
 * Every document sent for the opening: its kind, whose it is, when it was sent and the bank's
 * decision in plain words; each opens in the viewer, which downloads it from the owner-only route.
 */
export function SentDocuments({ documents }: { documents: readonly SentDocumentReply[] }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState<number | null>(null);
  if (documents.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (
    <section aria-labelledby="application-documents-title">
      <h2 id="application-documents-title" className="application__title">
        {t('application.documents.title')}
      </h2>
      <ul className="application__documents" aria-labelledby="application-documents-title">
        {documents.map((document, index) => (
          <li key={document.id} className="application__document">
            <div className="application__document-facts">
              <strong>{document.label}</strong>
              {document.person ? (
                <span>{t('application.documents.of', { person: document.person })}</span>
              ) : null}
              <span className="application__document-file">{document.file_name}</span>
              <span className="muted small">
                {t('application.documents.sent', { date: date.format(new Date(document.sent_at)) })}
              </span>
            </div>
            <span className="application__decision" data-decision={document.decision}>
              {t(`application.documents.decision.${document.decision}`)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setOpened(index)}
              aria-label={t('application.documents.view', { name: document.file_name })}
            >
              {t('application.documents.open')}
            </Button>
          </li>
        ))}
      </ul>
      <SlotViewer
        documents={documents.map(toViewerDocument)}
        index={opened}
        onClose={() => setOpened(null)}
      />
    </section>
  );
}
