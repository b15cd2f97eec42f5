import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import type { Size } from './zoom';

/** pdf.js and its worker load only here, when a PDF is first opened (own chunk). */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}

/**
 * CSS pixels per PDF point: at 100 % a page shows at its printed size (96 CSS px per inch,
 * 72 points per inch), as in the browsers' own PDF viewers.
 */
export const CSS_PX_PER_PDF_POINT = 96 / 72;

/** Above this many pixels a canvas fails or is refused on some browsers (iOS Safari). */
export const MAX_CANVAS_PIXELS = 2 ** 24;

/** Size in CSS pixels of a page at 100 %, with the rotation applied. */
export async function pageSize(pdf: PDFDocumentProxy, pageNumber: number, rotation: number): Promise<Size> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({
    scale: CSS_PX_PER_PDF_POINT,
    rotation: (page.rotate + rotation) % 360,
  });
  return { width: viewport.width, height: viewport.height };
}

export interface CanvasLayout {
  /** The pdf.js viewport scale: points to device pixels. */
  renderScale: number;
  /** The canvas bitmap, in device pixels. */
  pixelWidth: number;
  pixelHeight: number;
  /** The canvas box on screen, in CSS pixels: the page at the zoom. */
  cssWidth: number;
  cssHeight: number;
}

/**
 * Canvas sizes for a page (CSS pixels at 100 %) at a zoom: the page is drawn at zoom × device
 * pixel ratio so it is sharp, and its box is the page at the zoom. The bitmap is rounded down to
 * whole device pixels (never larger than the box the fit computed) and, for very large zooms,
 * drawn at a lower resolution rather than over the canvas size limit.
 */
export function canvasLayout(page: Size, zoom: number, devicePixelRatio: number): CanvasLayout {
  const cssWidth = page.width * zoom;
  const cssHeight = page.height * zoom;
  const fullRatio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const limitRatio = Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssWidth * cssHeight));
  const ratio = Math.min(fullRatio, limitRatio);
  // The epsilon keeps 99.9999… from losing a whole pixel to floating-point error.
  const pixelWidth = Math.max(1, Math.floor(cssWidth * ratio + 1e-6));
  const pixelHeight = Math.max(1, Math.floor(cssHeight * ratio + 1e-6));
  return {
    renderScale: CSS_PX_PER_PDF_POINT * zoom * ratio,
    pixelWidth,
    pixelHeight,
    cssWidth: pixelWidth / ratio,
    cssHeight: pixelHeight / ratio,
  };
}

export type RenderOutcome = 'drawn' | 'cancelled';

/** A page being drawn: `finished` settles once drawn or cancelled, and rejects on a real error. */
export interface PageRender {
  readonly finished: Promise<RenderOutcome>;
  /** Stops the drawing; the canvas may then be drawn on again at once. */
  cancel(): void;
}

const isCancellation = (error: unknown): boolean =>
  error instanceof Error && error.name === 'RenderingCancelledException';

/**
 * Starts drawing one page at a zoom. The caller cancels a render before starting the next on
 * the same canvas: pdf.js refuses two renders on one canvas, and a stale one would paint its
 * scale over the canvas sized for the new one.
 */
export function startPageRender(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  zoom: number,
  rotation: number,
  devicePixelRatio: number = window.devicePixelRatio || 1,
): PageRender {
  let cancelled = false;
  let task: RenderTask | null = null;
  const draw = async (): Promise<RenderOutcome> => {
    const page = await pdf.getPage(pageNumber);
    if (cancelled) return 'cancelled';
    const turn = (page.rotate + rotation) % 360;
    const atFullSize = page.getViewport({ scale: CSS_PX_PER_PDF_POINT, rotation: turn });
    const layout = canvasLayout(atFullSize, zoom, devicePixelRatio);
    const viewport = page.getViewport({ scale: layout.renderScale, rotation: turn });
    canvas.width = layout.pixelWidth;
    canvas.height = layout.pixelHeight;
    canvas.style.width = `${layout.cssWidth}px`;
    canvas.style.height = `${layout.cssHeight}px`;
    task = page.render({ canvas, viewport });
    try {
      await task.promise;
    } catch (error) {
      if (isCancellation(error)) return 'cancelled';
      throw error;
    }
    return cancelled ? 'cancelled' : 'drawn';
  };
  const finished = draw();
  return {
    finished,
    cancel() {
      cancelled = true;
      task?.cancel();
    },
  };
}
