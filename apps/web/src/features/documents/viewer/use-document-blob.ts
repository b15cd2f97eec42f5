import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-errors';
import type { ViewerDocument } from '../document-types';
import { fetchDocumentBlob } from '../documents-api';

export type BlobState =
  | { status: 'loading' }
  | { status: 'ready'; blob: Blob; kind: 'pdf' | 'image' | 'other' }
  | { status: 'not-found' }
  | { status: 'failed' };

const kindOf = (type: string): 'pdf' | 'image' | 'other' => {
  if (type === 'application/pdf') return 'pdf';
  if (type === 'image/jpeg' || type === 'image/png') return 'image';
  return 'other';
};

/** The document's bytes: from memory for local files, else fetched with the bearer token. */
export function useDocumentBlob(document: ViewerDocument | undefined): BlobState {
  const [state, setState] = useState<BlobState>({ status: 'loading' });
  useEffect(() => {
    if (!document) return;
    let active = true;
    setState({ status: 'loading' });
    const load = document.file ? Promise.resolve(document.file) : fetchDocumentBlob(document.url ?? '');
    load
      .then((blob) => {
        if (!active) return;
        // The API's detected type wins over a generic blob type.
        const type = document.mimeType || blob.type;
        setState({ status: 'ready', blob, kind: kindOf(type) });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setState(
          error instanceof ApiError && error.status === 404 ? { status: 'not-found' } : { status: 'failed' },
        );
      });
    return () => {
      active = false;
    };
  }, [document]);
  return state;
}
