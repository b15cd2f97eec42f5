import { useEffect, useState } from 'react';
import { backofficeUrl } from '../lib/api';
import { useTranslation } from '../lib/use-translation';
import { PdfPages } from './pdf-pages';

interface Props {
  caseId: string;
  document: { id: string; label: string; file_name: string; mime_type: string };
  onClose(): void;
}

/**
 * The file, fetched with the operator's session (each view is journaled by the API) and shown
 * from memory with zoom and rotation: images from a blob: URL (the CSP's img-src allows it), PDFs
 * drawn page by page by pdf.js (a frame of a blob: URL is refused by the CSP).
 */
export function DocumentViewer({ caseId, document, onClose }: Props) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [pdf, setPdf] = useState<ArrayBuffer | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);

  useEffect(() => {
    let url: string | null = null;
    const url_ = backofficeUrl('GET /backoffice/cases/{caseId}/documents/{documentId}', {
      caseId,
      documentId: document.id,
    });
    fetch(url_, { credentials: 'include' })
      .then((response) =>
        response.ok ? response.blob() : Promise.reject(new Error(String(response.status))),
      )
      .then(async (blob) => {
        if (blob.type === 'application/pdf' || document.mime_type === 'application/pdf') {
          setPdf(await blob.arrayBuffer());
          return;
        }
        url = URL.createObjectURL(blob);
        setSource(url);
      })
      .catch(() => setFailed(true));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [caseId, document.id, document.mime_type]);

  const isImage = document.mime_type.startsWith('image/');
  const isPdf = document.mime_type === 'application/pdf';
  return (
    <section className="viewer" aria-label={t('case.viewerOf', { name: document.file_name })}>
      <h3>
        {document.label} · {document.file_name}
      </h3>
      <div className="viewer-tools">
        {(isImage || isPdf) && (
          <>
            <button type="button" onClick={() => setZoom((value) => Math.min(value + 0.25, 4))}>
              {t('case.zoomIn')}
            </button>
            <button type="button" onClick={() => setZoom((value) => Math.max(value - 0.25, 0.5))}>
              {t('case.zoomOut')}
            </button>
            <button type="button" onClick={() => setRotation((value) => (value + 90) % 360)}>
              {t('case.rotate')}
            </button>
          </>
        )}
        <button type="button" onClick={onClose}>
          {t('case.closeViewer')}
        </button>
      </div>
      {failed && <p role="alert">{t('errors.load')}</p>}
      {source && isImage && (
        <img
          src={source}
          alt={document.file_name}
          style={{ transform: `scale(${zoom}) rotate(${rotation}deg)`, transformOrigin: 'top left' }}
        />
      )}
      {pdf && <PdfPages data={pdf} zoom={zoom} rotation={rotation} name={document.file_name} />}
    </section>
  );
}
