import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';

/** pdf.js and its worker (an asset of the app: the CSP's worker-src 'self') load with the first PDF. */
async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}

/** CSS pixels per PDF point: at 100 % a page shows at its printed size. */
const CSS_PX_PER_POINT = 96 / 72;

/**
 * A PDF drawn page by page on canvases, at the viewer's zoom and rotation. No frame and no blob:
 * URL, so the back-office's CSP (frames of its own origin only) needs no relaxation.
 */
export function PdfPages({
  data,
  zoom,
  rotation,
  name,
}: {
  data: ArrayBuffer;
  zoom: number;
  rotation: number;
  name: string;
}) {
  const { t } = useTranslation();
  // The document with the file it was read from: a new file (another document, or the same one
  // read again after a decision) never shows the previous, destroyed, document meanwhile.
  const [opened, setOpened] = useState<{ data: ArrayBuffer; pdf: PDFDocumentProxy } | null>(null);
  const [failed, setFailed] = useState<ArrayBuffer | null>(null);
  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    // pdf.js takes the buffer over: it is given a copy, so a zoom can draw again from the same file.
    openPdf(data.slice(0))
      .then((document) => {
        // Opened after the file changed or the viewer closed: nobody will draw it.
        if (cancelled) {
          void document.destroy();
          return;
        }
        loaded = document;
        setOpened({ data, pdf: document });
      })
      .catch(() => {
        if (!cancelled) setFailed(data);
      });
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data]);
  const pdf = opened?.data === data ? opened.pdf : null;
  if (failed === data) return <p role="alert">{t('errors.load')}</p>;
  if (!pdf) return <p role="status">{t('loading')}</p>;
  return (
    <div className="pdf-pages">
      {Array.from({ length: pdf.numPages }, (_, index) => (
        <PdfPage
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are numbered, never reordered.
          key={index}
          pdf={pdf}
          pageNumber={index + 1}
          zoom={zoom}
          rotation={rotation}
          label={t('case.page', { name, page: index + 1, count: pdf.numPages })}
        />
      ))}
    </div>
  );
}

function PdfPage({
  pdf,
  pageNumber,
  zoom,
  rotation,
  label,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  zoom: number;
  rotation: number;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    // A document destroyed meanwhile throws at once (its transport is gone): a rejection like any
    // other failure, so a page that cannot be drawn stays blank and never takes the case page down.
    const drawn = Promise.resolve()
      .then(() => pdf.getPage(pageNumber))
      .then((page) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({
          scale: CSS_PX_PER_POINT * zoom * ratio,
          rotation: (page.rotate + rotation) % 360,
        });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = `${Math.floor(viewport.width / ratio)}px`;
        target.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const render = page.render({ canvas: target, viewport });
        task = render;
        return render.promise;
      });
    drawn.catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoom, rotation]);
  return <canvas ref={canvas} role="img" aria-label={label} />;
}
