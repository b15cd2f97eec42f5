import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FileViewer from './file-viewer';
import { openPdf, type PageRender, pageSize, type RenderOutcome, startPageRender } from './pdf-renderer';
import type { ViewerDocument } from './viewer-document';

vi.mock('./pdf-renderer', () => ({ openPdf: vi.fn(), pageSize: vi.fn(), startPageRender: vi.fn() }));

// The room jsdom cannot lay out: the frame is 1000 × 700 (no padding without the style sheet).
const FRAME = { width: 1000, height: 700 };
let photoSize = { width: 640, height: 400 };

/** An Image that "loads" at once with the size the test chose. */
class LoadedImage {
  onload: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(_url: string) {
    this.naturalWidth = photoSize.width;
    this.naturalHeight = photoSize.height;
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('viewer__frame') ? FRAME.width : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('viewer__frame') ? FRAME.height : 0;
  });
  vi.stubGlobal('Image', LoadedImage);
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(startPageRender).mockReset();
  photoSize = { width: 640, height: 400 };
});

const photo = (name: string): ViewerDocument => ({
  key: name,
  name,
  mimeType: 'image/jpeg',
  file: new Blob(['jpeg'], { type: 'image/jpeg' }),
});

const zoomSelect = () => screen.getByRole('combobox', { name: 'Niveau de zoom' }) as HTMLSelectElement;
const shownZoom = () => zoomSelect().selectedOptions[0]?.textContent;
const imageBox = (name: string) => screen.getByRole('img', { name }).parentElement as HTMLElement;

describe('file viewer on a photo', () => {
  it('opens a small photo at 100 %, not enlarged to fill the frame', async () => {
    render(<FileViewer documents={[photo('cni.jpg')]} initialIndex={0} onClose={() => undefined} />);
    await screen.findByRole('img', { name: 'cni.jpg' });
    expect(shownZoom()).toBe('100 %');
    expect(imageBox('cni.jpg')).toHaveStyle({ width: '640px', height: '400px' });
  });

  it('opens a large photo shrunk to show it whole', async () => {
    photoSize = { width: 4000, height: 2000 };
    render(<FileViewer documents={[photo('scan.jpg')]} initialIndex={0} onClose={() => undefined} />);
    await screen.findByRole('img', { name: 'scan.jpg' });
    expect(shownZoom()).toBe('25 %');
    expect(imageBox('scan.jpg')).toHaveStyle({ width: '1000px', height: '500px' });
  });

  it('enlarges the photo on fit width or fit height', async () => {
    const user = userEvent.setup();
    render(<FileViewer documents={[photo('cni.jpg')]} initialIndex={0} onClose={() => undefined} />);
    await screen.findByRole('img', { name: 'cni.jpg' });
    await user.click(screen.getByRole('button', { name: 'Ajuster à la largeur' }));
    expect(shownZoom()).toBe('156 %');
    expect(imageBox('cni.jpg')).toHaveStyle({ width: '1000px', height: '625px' });
    await user.click(screen.getByRole('button', { name: 'Ajuster à la hauteur' }));
    expect(shownZoom()).toBe('175 %');
    expect(imageBox('cni.jpg')).toHaveStyle({ width: '1120px', height: '700px' });
  });

  it('moves between documents with the arrows and closes with Escape', async () => {
    const onClose = vi.fn();
    render(
      <FileViewer documents={[photo('recto.jpg'), photo('verso.jpg')]} initialIndex={0} onClose={onClose} />,
    );
    await screen.findByRole('img', { name: 'recto.jpg' });
    expect(screen.getByText('Document 1 sur 2')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByRole('img', { name: 'verso.jpg' });
    expect(screen.getByText('Document 2 sur 2')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText('Document 1 sur 2')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await screen.findByText('Document 2 sur 2')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('file viewer on a PDF', () => {
  /** Every render started, each settled by the test. */
  function recordRenders() {
    const renders: { zoom: number; cancel: ReturnType<typeof vi.fn>; settle: (o: RenderOutcome) => void }[] =
      [];
    vi.mocked(startPageRender).mockImplementation((_pdf, _page, _canvas, zoom): PageRender => {
      let settle: (outcome: RenderOutcome) => void = () => undefined;
      const finished = new Promise<RenderOutcome>((resolve) => {
        settle = resolve;
      });
      const cancel = vi.fn(() => settle('cancelled'));
      renders.push({ zoom, cancel, settle });
      return { finished, cancel };
    });
    return renders;
  }

  const destroy = vi.fn(async () => undefined);

  beforeEach(() => {
    destroy.mockClear();
    vi.mocked(openPdf).mockResolvedValue({ numPages: 2, destroy } as unknown as PDFDocumentProxy);
    // A page of 800 × 1000 CSS pixels at 100 %: fitted whole in the frame at 70 %.
    vi.mocked(pageSize).mockResolvedValue({ width: 800, height: 1000 });
  });

  const pdfDocument: ViewerDocument = {
    key: 'bill',
    name: 'facture.pdf',
    mimeType: 'application/pdf',
    file: new Blob(['%PDF'], { type: 'application/pdf' }),
  };

  it('draws the page only once fitted, at the zoom shown, cancelling the render it replaces', async () => {
    const user = userEvent.setup();
    const renders = recordRenders();
    render(<FileViewer documents={[pdfDocument]} initialIndex={0} onClose={() => undefined} />);
    const canvas = await screen.findByRole('img', { name: 'Page 1 sur 2' });
    const pageWrap = canvas.parentElement as HTMLElement;
    await waitFor(() => expect(renders).toHaveLength(1));
    // Never drawn at a guessed 100 % before the fit.
    expect(renders[0]?.zoom).toBe(0.7);
    expect(shownZoom()).toBe('70 %');
    expect(pageWrap).toHaveAttribute('aria-busy', 'true');

    await user.click(screen.getByRole('button', { name: 'Zoom avant' }));
    expect(renders.map((entry) => entry.zoom)).toEqual([0.7, 0.75]);
    expect(renders[0]?.cancel).toHaveBeenCalledTimes(1);
    expect(shownZoom()).toBe('75 %');

    await user.selectOptions(zoomSelect(), '1.5');
    expect(renders.map((entry) => entry.zoom)).toEqual([0.7, 0.75, 1.5]);
    expect(renders[1]?.cancel).toHaveBeenCalledTimes(1);
    expect(renders[2]?.cancel).not.toHaveBeenCalled();
    expect(pageWrap).toHaveAttribute('aria-busy', 'true');

    await act(async () => renders[2]?.settle('drawn'));
    expect(pageWrap).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the toolbar while the page is drawn, then hides it after 2 s without mouse movement', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const renders = recordRenders();
      render(<FileViewer documents={[pdfDocument]} initialIndex={0} onClose={() => undefined} />);
      const toolbar = screen.getByRole('toolbar');
      await waitFor(() => expect(renders).toHaveLength(1));
      act(() => vi.advanceTimersByTime(5000));
      expect(toolbar).not.toHaveClass('viewer__toolbar--hidden');

      await act(async () => renders[0]?.settle('drawn'));
      act(() => vi.advanceTimersByTime(1900));
      expect(toolbar).not.toHaveClass('viewer__toolbar--hidden');
      act(() => vi.advanceTimersByTime(200));
      expect(toolbar).toHaveClass('viewer__toolbar--hidden');

      fireEvent.mouseMove(toolbar);
      expect(toolbar).not.toHaveClass('viewer__toolbar--hidden');
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels the render under way and frees the document when closed', async () => {
    const renders = recordRenders();
    const { unmount } = render(
      <FileViewer documents={[pdfDocument]} initialIndex={0} onClose={() => undefined} />,
    );
    await waitFor(() => expect(renders).toHaveLength(1));
    expect(destroy).not.toHaveBeenCalled();
    unmount();
    expect(renders[0]?.cancel).toHaveBeenCalledTimes(1);
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('shows the unreadable placeholder when the PDF cannot be opened', async () => {
    vi.mocked(openPdf).mockRejectedValue(new Error('Invalid PDF structure'));
    render(<FileViewer documents={[pdfDocument]} initialIndex={0} onClose={() => undefined} />);
    expect(
      await screen.findByText("Ce fichier n'est pas reconnu et ne peut pas être affiché."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
