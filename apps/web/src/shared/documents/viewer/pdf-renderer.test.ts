import type { PDFDocumentProxy } from 'pdfjs-dist';
import { describe, expect, it, vi } from 'vitest';
import { CSS_PX_PER_PDF_POINT, canvasLayout, MAX_CANVAS_PIXELS, startPageRender } from './pdf-renderer';

// An A4 page in points, and in CSS pixels at 100 % (its printed size).
const A4 = { width: 595, height: 842 };
const A4_CSS = { width: 595 * CSS_PX_PER_PDF_POINT, height: 842 * CSS_PX_PER_PDF_POINT };

describe('canvas layout', () => {
  it('draws at zoom × device pixel ratio into a box the size of the page at the zoom', () => {
    const layout = canvasLayout({ width: 800, height: 1000 }, 0.85, 2);
    expect(layout.renderScale).toBeCloseTo(CSS_PX_PER_PDF_POINT * 0.85 * 2, 10);
    expect([layout.pixelWidth, layout.pixelHeight]).toEqual([1360, 1700]);
    expect([layout.cssWidth, layout.cssHeight]).toEqual([680, 850]);
  });

  it('keeps whole device pixels no larger than the page at the zoom', () => {
    const layout = canvasLayout(A4_CSS, 0.63, 1.5);
    expect(Number.isInteger(layout.pixelWidth)).toBe(true);
    expect(layout.cssWidth).toBeLessThanOrEqual(A4_CSS.width * 0.63);
    expect(layout.cssWidth).toBeGreaterThan(A4_CSS.width * 0.63 - 1);
    expect(layout.cssHeight).toBeLessThanOrEqual(A4_CSS.height * 0.63);
    expect(layout.cssHeight).toBeGreaterThan(A4_CSS.height * 0.63 - 1);
    // The bitmap is the box in device pixels: one canvas pixel per screen pixel.
    expect(layout.pixelWidth / layout.cssWidth).toBeCloseTo(1.5, 10);
  });

  it('lowers the resolution, not the size on screen, past the canvas pixel limit', () => {
    const layout = canvasLayout(A4_CSS, 5, 3);
    expect(layout.pixelWidth * layout.pixelHeight).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    // Each side loses less than one (now larger) canvas pixel.
    const pixel = layout.cssWidth / layout.pixelWidth;
    expect(layout.cssWidth).toBeLessThanOrEqual(A4_CSS.width * 5);
    expect(layout.cssWidth).toBeGreaterThan(A4_CSS.width * 5 - pixel);
    expect(layout.cssHeight).toBeLessThanOrEqual(A4_CSS.height * 5);
    expect(layout.cssHeight).toBeGreaterThan(A4_CSS.height * 5 - pixel);
  });
});

function cancellation(): Error {
  const error = new Error('Rendering cancelled, page 1');
  error.name = 'RenderingCancelledException';
  return error;
}

/** A one-page PDF whose renders finish, fail or are cancelled when the test says. */
function fakePdf() {
  const renders: {
    scale: number;
    cancel: ReturnType<typeof vi.fn>;
    finish: () => void;
    fail: (e: Error) => void;
  }[] = [];
  const page = {
    rotate: 0,
    getViewport: ({ scale, rotation }: { scale: number; rotation: number }) => {
      const turned = rotation % 180 !== 0;
      return {
        scale,
        width: (turned ? A4.height : A4.width) * scale,
        height: (turned ? A4.width : A4.height) * scale,
      };
    },
    render: ({ viewport }: { viewport: { scale: number } }) => {
      let resolve: () => void = () => undefined;
      let reject: (error: Error) => void = () => undefined;
      const promise = new Promise<void>((onDone, onError) => {
        resolve = onDone;
        reject = onError;
      });
      const cancel = vi.fn(() => reject(cancellation()));
      renders.push({ scale: viewport.scale, cancel, finish: () => resolve(), fail: reject });
      return { promise, cancel };
    },
  };
  let releasePage: () => void = () => undefined;
  const pageReady = new Promise<void>((resolve) => {
    releasePage = resolve;
  });
  const getPage = vi.fn(async () => {
    await pageReady;
    return page;
  });
  const pdf = { getPage } as unknown as PDFDocumentProxy;
  return { pdf, renders, releasePage };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page render', () => {
  it('sizes the canvas for the zoom and the device pixel ratio, then draws', async () => {
    const { pdf, renders, releasePage } = fakePdf();
    const canvas = document.createElement('canvas');
    const render = startPageRender(pdf, 1, canvas, 0.5, 0, 2);
    releasePage();
    await flush();
    expect(renders).toHaveLength(1);
    expect(renders[0]?.scale).toBeCloseTo(CSS_PX_PER_PDF_POINT * 0.5 * 2, 10);
    expect([canvas.width, canvas.height]).toEqual([Math.floor(A4_CSS.width), Math.floor(A4_CSS.height)]);
    expect(Number.parseFloat(canvas.style.width)).toBeCloseTo(Math.floor(A4_CSS.width) / 2, 5);
    expect(Number.parseFloat(canvas.style.height)).toBeCloseTo(Math.floor(A4_CSS.height) / 2, 5);
    renders[0]?.finish();
    await expect(render.finished).resolves.toBe('drawn');
  });

  it('turns the page with the rotation', async () => {
    const { pdf, releasePage } = fakePdf();
    const canvas = document.createElement('canvas');
    startPageRender(pdf, 1, canvas, 1, 90, 1);
    releasePage();
    await flush();
    expect(canvas.width).toBeGreaterThan(canvas.height);
  });

  it('cancels the pdf.js render under way and settles as cancelled, without an error', async () => {
    const { pdf, renders, releasePage } = fakePdf();
    const render = startPageRender(pdf, 1, document.createElement('canvas'), 1, 0, 1);
    releasePage();
    await flush();
    render.cancel();
    expect(renders[0]?.cancel).toHaveBeenCalledTimes(1);
    await expect(render.finished).resolves.toBe('cancelled');
  });

  it('neither sizes nor draws when cancelled before the page is loaded', async () => {
    const { pdf, renders, releasePage } = fakePdf();
    const canvas = document.createElement('canvas');
    canvas.width = 10;
    const render = startPageRender(pdf, 1, canvas, 1, 0, 1);
    render.cancel();
    releasePage();
    await expect(render.finished).resolves.toBe('cancelled');
    expect(renders).toHaveLength(0);
    expect(canvas.width).toBe(10);
  });

  it('passes on a real drawing error', async () => {
    const { pdf, renders, releasePage } = fakePdf();
    const render = startPageRender(pdf, 1, document.createElement('canvas'), 1, 0, 1);
    releasePage();
    await flush();
    renders[0]?.fail(new Error('broken page'));
    await expect(render.finished).rejects.toThrow('broken page');
  });
});
