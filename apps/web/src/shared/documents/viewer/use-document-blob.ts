import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-errors';
import { fetchDocumentBlob } from '../documents-api';
import type { ViewerDocument } from './viewer-document';

export type BlobState =
  | { status: 'loading' }
  | { status: 'ready'; blob: Blob; kind: 'pdf' | 'image' | 'other' }
  | { status: 'not-found' }
  | { status: 'failed' };

const LOADING: BlobState = { status: 'loading' };

const kindOf = (type: string): 'pdf' | 'image' | 'other' => {
  if (type === 'application/pdf') return 'pdf';
  if (type === 'image/jpeg' || type === 'image/png') return 'image';
  return 'other';
};

/**
 * The document's bytes: from memory for local files, else fetched with the bearer token.
 * Fetched once per document (not again when the caller rebuilds an equal document object), and
 * never the previous document's bytes while the next one loads.
 */
export function useDocumentBlob(document: ViewerDocument | undefined): BlobState {
  const [loaded, setLoaded] = useState<{ key: string; state: BlobState } | null>(null);
  const key = document?.key;
  const url = document?.url;
  const file = document?.file;
  const mimeType = document?.mimeType;
  useEffect(() => {
    if (key === undefined) return;
    let active = true;
    const load = file ? Promise.resolve(file) : fetchDocumentBlob(url ?? '');
    load
      .then((blob) => {
        if (!active) return;
        // The API's detected type wins over a generic blob type.
        const type = mimeType || blob.type;
        setLoaded({ key, state: { status: 'ready', blob, kind: kindOf(type) } });
      })
      .catch((error: unknown) => {
        if (!active) return;
        const state: BlobState =
          error instanceof ApiError && error.status === 404 ? { status: 'not-found' } : { status: 'failed' };
        setLoaded({ key, state });
      });
    return () => {
      active = false;
    };
  }, [key, url, file, mimeType]);
  return loaded !== null && loaded.key === key ? loaded.state : LOADING;
}
