import { DocumentListReplySchema, type DocumentReply } from '@app/domain';
import { api, callApi } from '../../lib/api-client';
import { ApiError } from '../../lib/api-errors';
import type { QueryValue } from '../../lib/api-request';
import { uploadFiles } from '../../lib/api-upload';
import { prepareForUpload } from './prepare-image';

/**
 * POST multipart (field `files`) with progress; answers the slot's documents just stored.
 * Every upload route's contract replies with DocumentListReplySchema: the answer is parsed with
 * it here, as callApi does for the other calls.
 */
export async function uploadDocuments(
  path: string,
  files: readonly File[],
  options: {
    query?: Record<string, QueryValue>;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  },
) {
  const answer = await uploadFiles(path, files, options);
  const parsed = DocumentListReplySchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(0, 'unexpected_reply', `Unexpected answer from POST ${path}`, answer);
  return parsed.data;
}

/** Sends files chosen before their owner existed (spec §4: the queue is processed after the save). */
export async function uploadQueued(path: string, files: readonly File[], query?: Record<string, QueryValue>) {
  for (const file of files) {
    await uploadDocuments(path, [await prepareForUpload(file)], { query });
  }
}

/** DELETE the document's own deleteUrl (the route it was uploaded through, as the API names it). */
export const deleteDocument = async (document: DocumentReply) => {
  await api.delete(document.deleteUrl);
};

/** The file as a blob (viewer and download); 404 is handled by the viewer. */
export const fetchDocumentBlob = (url: string) =>
  api.get<Blob>(url, { responseType: 'blob', suppressErrorModal: true });

/** GET /user/documents: the user's identity card and proof of address. */
export const fetchUserDocuments = () => callApi('GET /user/documents');
