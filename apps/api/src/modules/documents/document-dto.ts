import { type DocumentReply, documentUrl } from '@app/domain';
import type { DocumentRow } from '../../db/repositories/documents';

const segment = encodeURIComponent;

/** The DELETE url of the route the document was uploaded through. */
export function documentDeleteUrl(publicApiUrl: string, row: DocumentRow): string {
  switch (row.subject_type) {
    case 'user':
      return `${publicApiUrl}/user/documents/${segment(row.type)}/${row.id}`;
    case 'company':
      return `${publicApiUrl}/companies/${segment(row.subject_id)}/documents/${segment(row.type)}/${row.id}`;
    case 'representative':
      return `${publicApiUrl}/representatives/${segment(row.subject_id)}/documents/${row.id}`;
    default:
      return documentUrl(publicApiUrl, row.id);
  }
}

export function toDocumentDto(publicApiUrl: string, row: DocumentRow): DocumentReply {
  return {
    id: row.id,
    type: row.type,
    name: row.file_name,
    filename: row.file_name,
    url: documentUrl(publicApiUrl, row.id),
    deleteUrl: documentDeleteUrl(publicApiUrl, row),
    updated_at: Math.floor(Date.parse(row.created_at) / 1000),
    mime_type: row.mime_type,
    size: row.size,
  };
}
