import { api, type QueryValue, uploadFiles } from '../../lib/api-client';
import type { StoredDocument } from './document-types';

/** POST multipart (field `files`) with progress; answers the slot's stored documents. */
export const uploadDocuments = (
  path: string,
  files: readonly File[],
  options: {
    query?: Record<string, QueryValue>;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  },
) => uploadFiles<StoredDocument[] | StoredDocument>(path, files, options);

/** DELETE the document's own deleteUrl. */
export const deleteDocument = (document: StoredDocument) => api.delete<void>(document.deleteUrl);

/** The file as a blob (viewer and download); 404 is handled by the viewer. */
export const fetchDocumentBlob = (url: string) =>
  api.get<Blob>(url, { responseType: 'blob', suppressErrorModal: true });

/** GET /user/documents: the user's identity card and proof of address. */
export const fetchUserDocuments = () => api.get<StoredDocument[]>('/user/documents');
