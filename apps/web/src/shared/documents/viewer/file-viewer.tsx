import { VIEWER_TOOLBAR_HIDE_MS, VIEWER_ZOOM_LEVELS } from '@app/domain';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { openPdf, pageSize } from './pdf-renderer';
import { useDocumentBlob } from './use-document-blob';
import { useFrameSize } from './use-frame-size';
import { usePdfPageRender } from './use-pdf-page-render';
import type { ViewerDocument } from './viewer-document';
import { type Fit, fittedScale, nextRotation, type Rotation, rotatedSize, stepZoom } from './zoom';
import './viewer.css';
import { Icon } from '../../../components/ui/icon';
import { translateText } from '../../../lib/domain-messages';

export interface FileViewerProps {
  documents: readonly ViewerDocument[];
  initialIndex: number;
  onClose: () => void;
  /** Shown when deletion is allowed (spec §6); receives the document's index. */
  onDelete?: (index: number) => void;
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name || 'file.pdf';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** PDF and image viewer overlay with carousel, zoom, rotation, fit and paging (spec §2.4). */
export default function FileViewer({ documents, initialIndex, onClose, onDelete }: FileViewerProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [index, setIndex] = useState(initialIndex);
  const current = documents[index];
  const blobState = useDocumentBlob(current);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [pdfFailed, setPdfFailed] = useState(false);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [page, setPage] = useState(1);
  const [rotation, setRotation] = useState<Rotation>(0);
  // null until the content is measured and fitted: nothing is drawn at a guessed scale.
  const [scale, setScale] = useState<number | null>(null);
  const [fit, setFit] = useState<Fit>('page');
  const [toolbarVisible, setToolbarVisible] = useState(true);
  const frameRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const frameSize = useFrameSize(frameRef);
  const rendering = usePdfPageRender(canvasRef, pdf, page, scale, rotation);
  const count = documents.length;
  const pageCount = pdf?.numPages ?? 1;

  // A new document starts on page 1, upright, fitted whole: reset while rendering, so the
  // previous document is never drawn again with the new one's settings.
  const [shownKey, setShownKey] = useState(current?.key);
  if (shownKey !== current?.key) {
    setShownKey(current?.key);
    setPage(1);
    setRotation(0);
    setFit('page');
    setScale(null);
    setPdf(null);
    setPdfFailed(false);
    setNatural(null);
  }

  // Load the content once the bytes are there.
  useEffect(() => {
    if (blobState.status !== 'ready') return;
    let active = true;
    let url: string | null = null;
    let opened: PDFDocumentProxy | null = null;
    if (blobState.kind === 'pdf') {
      void blobState.blob
        .arrayBuffer()
        .then(openPdf)
        .then((loaded) => {
          opened = loaded;
          if (active) setPdf(loaded);
          else void loaded.destroy();
        })
        .catch(() => {
          if (active) setPdfFailed(true);
        });
    } else if (blobState.kind === 'image') {
      url = URL.createObjectURL(blobState.blob);
      setImageUrl(url);
      const image = new Image();
      image.onload = () => {
        if (active) setNatural({ width: image.naturalWidth, height: image.naturalHeight });
      };
      image.src = url;
    }
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
      // Frees the pdf.js worker's copy of the document.
      void opened?.destroy();
      setImageUrl(null);
    };
  }, [blobState]);

  // Fit: recompute the scale from the content and frame sizes (the opening fit never enlarges
  // a photo past 100 %).
  useEffect(() => {
    if (!fit || frameSize.width === 0 || frameSize.height === 0) return;
    let active = true;
    if (pdf) {
      void pageSize(pdf, page, rotation)
        .then((content) => {
          if (active) setScale(fittedScale(content, frameSize, fit, 'pdf'));
        })
        .catch(() => undefined);
    } else if (natural) {
      setScale(fittedScale(rotatedSize(natural, rotation), frameSize, fit, 'image'));
    }
    return () => {
      active = false;
    };
  }, [fit, frameSize, pdf, page, rotation, natural]);

  const go = useCallback(
    (delta: number) => {
      if (count < 2) return;
      setIndex((value) => (value + delta + count) % count);
    },
    [count],
  );

  // Left and right arrows move between documents (spec §2.4).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.tagName === 'SELECT' || target?.tagName === 'INPUT') return;
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  const zoomTo = (value: number) => {
    setFit(null);
    setScale(value);
  };
  const unreadable = blobState.status === 'ready' && (blobState.kind === 'other' || pdfFailed);
  const readable = blobState.status === 'ready' && !unreadable;
  // Zoom controls wait for the first fit; the list shows a fitted scale between two levels.
  const zoomable = readable && scale !== null;
  // The document is still loading, being fitted or drawn.
  const pending =
    blobState.status === 'loading' ||
    (readable && (scale === null || (blobState.kind === 'pdf' && rendering)));

  // The toolbar hides after 2 s without mouse movement (it stays while focused). The count
  // starts once the document is shown: the toolbar never hides over a loading document.
  const wake = useCallback(() => {
    setToolbarVisible(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setToolbarVisible(false), VIEWER_TOOLBAR_HIDE_MS);
  }, []);
  useEffect(() => {
    if (!pending) {
      wake();
      return;
    }
    window.clearTimeout(hideTimer.current);
    setToolbarVisible(true);
  }, [pending, wake]);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const shownScale = scale ?? 1;
  const percent = Math.round(shownScale * 100);
  const zoomOptions = VIEWER_ZOOM_LEVELS.some((level) => Math.round(level * 100) === percent)
    ? VIEWER_ZOOM_LEVELS
    : [...VIEWER_ZOOM_LEVELS, shownScale].sort((a, b) => a - b);

  return (
    <Modal
      open
      onClose={onClose}
      closeOnEscape
      size="fullscreen"
      className="viewer-modal"
      title={
        <>
          <span className="viewer__name">{current?.name}</span>
          {count > 1 ? (
            <span className="viewer__count">{t('viewer.documentOf', { index: index + 1, count })}</span>
          ) : null}
        </>
      }
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: mouse movement only reveals the toolbar */}
      <div className="viewer" onMouseMove={wake}>
        <div
          className={`viewer__toolbar${toolbarVisible ? '' : ' viewer__toolbar--hidden'}`}
          role="toolbar"
          aria-label={t('viewer.title')}
        >
          {count > 1 ? (
            <span className="viewer__group">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => go(-1)}
                aria-label={t('viewer.previousDocument')}
              >
                <Icon name="chevronLeft" />
              </Button>
              <Button variant="ghost" size="sm" onClick={() => go(1)} aria-label={t('viewer.nextDocument')}>
                <Icon name="chevronRight" />
              </Button>
            </span>
          ) : null}
          <span className="viewer__group">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => zoomTo(stepZoom(shownScale, -1))}
              disabled={!zoomable}
              aria-label={t('viewer.zoomOut')}
            >
              <Icon name="minus" />
            </Button>
            <label className="visually-hidden" htmlFor="viewer-zoom">
              {t('viewer.zoomLevel')}
            </label>
            <select
              id="viewer-zoom"
              className="input viewer__zoom"
              value={String(shownScale)}
              disabled={!zoomable}
              onChange={(event) => zoomTo(Number(event.target.value))}
            >
              {zoomOptions.map((level) => (
                <option key={level} value={String(level)}>
                  {Math.round(level * 100)} %
                </option>
              ))}
            </select>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => zoomTo(stepZoom(shownScale, 1))}
              disabled={!zoomable}
              aria-label={t('viewer.zoomIn')}
            >
              <Icon name="plus" />
            </Button>
          </span>
          <span className="viewer__group">
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={fit === 'width'}
              onClick={() => setFit('width')}
              disabled={!readable}
            >
              {t('viewer.fitWidth')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={fit === 'height'}
              onClick={() => setFit('height')}
              disabled={!readable}
            >
              {t('viewer.fitHeight')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setRotation(nextRotation)}
              disabled={!readable}
              aria-label={t('viewer.rotate')}
            >
              <Icon name="rotate" />
            </Button>
          </span>
          {pdf && pageCount > 1 ? (
            <span className="viewer__group">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setPage((value) => Math.max(1, value - 1))}
                disabled={page <= 1}
                aria-label={t('viewer.previousPage')}
              >
                <Icon name="chevronUp" />
              </Button>
              <span className="viewer__page" aria-live="polite">
                {t('viewer.page', { current: page, total: pageCount })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setPage((value) => Math.min(pageCount, value + 1))}
                disabled={page >= pageCount}
                aria-label={t('viewer.nextPage')}
              >
                <Icon name="chevronDown" />
              </Button>
            </span>
          ) : null}
          <span className="viewer__group viewer__group--end">
            {blobState.status === 'ready' && !current?.file ? (
              <Button variant="ghost" size="sm" onClick={() => download(blobState.blob, current?.name ?? '')}>
                {t('viewer.download')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="ghost" size="sm" onClick={() => onDelete(index)}>
                {t('viewer.delete')}
              </Button>
            ) : null}
          </span>
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a document larger than its frame (zoomed in) must scroll by keyboard too (WCAG 2.1.1) */}
        <section className="viewer__frame" ref={frameRef} aria-label={t('viewer.frame')} tabIndex={0}>
          {blobState.status === 'loading' ||
          (blobState.status === 'ready' && blobState.kind === 'pdf' && !pdf && !pdfFailed) ? (
            <div className="viewer__placeholder">
              <Spinner size="lg" label={t('viewer.loading')} />
            </div>
          ) : null}
          {blobState.status === 'not-found' ? (
            <div className="viewer__placeholder">
              <p>{translateText(locale, 'error.file_not_found')}</p>
            </div>
          ) : null}
          {blobState.status === 'failed' || unreadable ? (
            <div className="viewer__placeholder">
              <p>{t('viewer.unreadable')}</p>
              {blobState.status === 'ready' ? (
                <Button onClick={() => download(blobState.blob, current?.name ?? '')}>
                  {t('viewer.download')}
                </Button>
              ) : null}
            </div>
          ) : null}
          {pdf ? (
            <div className="viewer__page-wrap" aria-busy={rendering}>
              <canvas
                ref={canvasRef}
                className="viewer__canvas"
                aria-label={t('viewer.page', { current: page, total: pageCount })}
                role="img"
              />
            </div>
          ) : null}
          {imageUrl &&
          natural &&
          scale !== null &&
          blobState.status === 'ready' &&
          blobState.kind === 'image' ? (
            <div
              className="viewer__image-box"
              style={{
                width: rotatedSize(natural, rotation).width * scale,
                height: rotatedSize(natural, rotation).height * scale,
              }}
            >
              <img
                src={imageUrl}
                alt={current?.name ?? ''}
                className="viewer__image"
                style={{
                  width: natural.width * scale,
                  height: natural.height * scale,
                  transform: `translateText(-50%, -50%) rotate(${rotation}deg)`,
                }}
              />
            </div>
          ) : null}
        </section>
      </div>
    </Modal>
  );
}
