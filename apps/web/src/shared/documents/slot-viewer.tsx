import { lazy, Suspense } from 'react';
import type { FileViewerProps } from './viewer/file-viewer';

// The viewer (and pdf.js behind it) loads only when a document is opened.
const FileViewer = lazy(() => import('./viewer/file-viewer'));

interface SlotViewerProps extends Omit<FileViewerProps, 'initialIndex'> {
  /** The document opened; null (or not found) when none is. */
  index: number | null;
}

/** The viewer of a document slot, opened at one of its documents. */
export function SlotViewer({ index, ...props }: SlotViewerProps) {
  if (index === null || index < 0) return null;
  return (
    <Suspense fallback={null}>
      <FileViewer {...props} initialIndex={index} />
    </Suspense>
  );
}
