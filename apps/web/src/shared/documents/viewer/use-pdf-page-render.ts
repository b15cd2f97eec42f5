import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type RefObject, useEffect, useState } from 'react';
import { startPageRender } from './pdf-renderer';

/**
 * Draws the page on the canvas at the zoom, cancelling the render under way whenever the page,
 * zoom or rotation changes. Returns true until the current page is drawn (aria-busy).
 */
export function usePdfPageRender(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  pdf: PDFDocumentProxy | null,
  page: number,
  scale: number | null,
  rotation: number,
): boolean {
  const [drawn, setDrawn] = useState<{ pdf: PDFDocumentProxy; key: string } | null>(null);
  const key = `${page}:${rotation}:${scale}`;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || scale === null) return;
    let current = true;
    const render = startPageRender(pdf, page, canvas, scale, rotation);
    render.finished
      .catch(() => 'failed' as const)
      .then((outcome) => {
        // A failed page is no longer busy either: nothing more will be drawn.
        if (current && outcome !== 'cancelled') setDrawn({ pdf, key: `${page}:${rotation}:${scale}` });
      });
    return () => {
      current = false;
      render.cancel();
    };
  }, [canvasRef, pdf, page, scale, rotation]);
  return pdf === null || scale === null || drawn?.pdf !== pdf || drawn.key !== key;
}
