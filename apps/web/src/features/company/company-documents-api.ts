import { routeUrl } from '@app/domain';
import type { QueryValue } from '../../lib/api-client';
import { callApi } from '../../lib/api-client';
import { uploadDocuments } from '../documents/documents-api';
import { prepareForUpload } from '../documents/prepare-image';

/** GET /companies/{id}/documents: every stored document of the company, all slots. */
export const fetchCompanyDocuments = (companyId: string) =>
  callApi('GET /companies/{id}/documents', { params: { id: companyId } });

/** Where a slot of the company's documents is uploaded. */
export const companyDocumentPath = (companyId: string, type: string) =>
  routeUrl('POST /companies/{id}/documents/{type}', { id: companyId, type });

/** Sends files chosen before their owner existed (spec §4: the queue is processed after the save). */
export async function uploadQueued(path: string, files: readonly File[], query?: Record<string, QueryValue>) {
  for (const file of files) {
    await uploadDocuments(path, [await prepareForUpload(file)], { query });
  }
}
