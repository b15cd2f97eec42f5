import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfPages } from './pdf-pages';

/** A document pdf.js opens: like pdf.js, one destroyed throws at once when a page is asked of it. */
interface FakeDocument {
  numPages: number;
  destroyed: boolean;
  getPage(n: number): Promise<never>;
  destroy(): Promise<void>;
}

const opening: { resolve: (document: FakeDocument) => void }[] = [];

vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: {},
  getDocument: () => ({
    promise: new Promise<FakeDocument>((resolve) => {
      opening.push({ resolve });
    }),
  }),
}));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.js' }));

function fakeDocument(numPages: number): FakeDocument {
  const document: FakeDocument = {
    numPages,
    destroyed: false,
    getPage() {
      // pdf.js's transport is null once destroyed: the call fails before any promise.
      if (document.destroyed)
        throw new TypeError("Cannot read properties of null (reading 'sendWithPromise')");
      return new Promise<never>(() => {});
    },
    async destroy() {
      document.destroyed = true;
    },
  };
  return document;
}

/** Lets the dynamic imports and the opening's promise settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const pages = () => screen.queryAllByRole('img');

afterEach(() => {
  opening.length = 0;
});

describe('a PDF drawn page by page in the document viewer', () => {
  it('never draws a destroyed document while the next file opens, even when the zoom changes meanwhile', async () => {
    const first = new ArrayBuffer(8);
    const second = new ArrayBuffer(8);
    const view = render(<PdfPages data={first} zoom={1} rotation={0} name="cni.pdf" />);
    await settle();
    const firstDocument = fakeDocument(2);
    await act(async () => opening[0]?.resolve(firstDocument));
    expect(pages()).toHaveLength(2);

    // Another file: the first document is destroyed; the operator zooms before the second opens.
    view.rerender(<PdfPages data={second} zoom={1} rotation={0} name="kbis.pdf" />);
    await settle();
    expect(firstDocument.destroyed).toBe(true);
    view.rerender(<PdfPages data={second} zoom={1.25} rotation={0} name="kbis.pdf" />);
    await settle();
    expect(pages()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');

    await act(async () => opening[1]?.resolve(fakeDocument(3)));
    expect(pages().map((page) => page.getAttribute('aria-label'))).toEqual([
      'kbis.pdf, page 1 sur 3',
      'kbis.pdf, page 2 sur 3',
      'kbis.pdf, page 3 sur 3',
    ]);
  });

  it('shows the file asked last when an earlier one finishes opening after it, and destroys the earlier', async () => {
    const view = render(<PdfPages data={new ArrayBuffer(8)} zoom={1} rotation={0} name="cni.pdf" />);
    await settle();
    view.rerender(<PdfPages data={new ArrayBuffer(8)} zoom={1} rotation={0} name="kbis.pdf" />);
    await settle();
    const late = fakeDocument(5);
    await act(async () => opening[1]?.resolve(fakeDocument(1)));
    await act(async () => opening[0]?.resolve(late));
    expect(pages().map((page) => page.getAttribute('aria-label'))).toEqual(['kbis.pdf, page 1 sur 1']);
    expect(late.destroyed).toBe(true);
  });
});
