import type { PDFDocumentProxy } from 'pdfjs-dist';

/** pdf.js and its worker load only here, when a PDF is first opened (own chunk). */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}

export interface PageSize {
  width: number;
  height: number;
}

/** Size of a page at scale 1 with the rotation applied. */
export async function pageSize(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  rotation: number,
): Promise<PageSize> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1, rotation: (page.rotate + rotation) % 360 });
  return { width: viewport.width, height: viewport.height };
}

/** Draws one page; the returned function cancels a render still running. */
export async function renderPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  scale: number,
  rotation: number,
): Promise<void> {
  const page = await pdf.getPage(pageNumber);
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: scale * ratio, rotation: (page.rotate + rotation) % 360 });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
}
