import type { QueryValue } from '../../lib/api-client';
import { api } from '../../lib/api-client';
import type { StoredDocument } from '../documents/document-types';
import { uploadDocuments } from '../documents/documents-api';
import { prepareForUpload } from '../documents/prepare-image';

/** GET /companies/{id}/documents: every stored document of the company, all slots. */
export const fetchCompanyDocuments = (companyId: string) =>
  api.get<StoredDocument[]>(`/companies/${encodeURIComponent(companyId)}/documents`);

export const companyDocumentPath = (companyId: string, type: string) =>
  `/companies/${encodeURIComponent(companyId)}/documents/${type}`;

/** Sends files chosen before their owner existed (spec §4: the queue is processed after the save). */
export async function uploadQueued(path: string, files: readonly File[], query?: Record<string, QueryValue>) {
  for (const file of files) {
    await uploadDocuments(path, [await prepareForUpload(file)], { query });
  }
}
