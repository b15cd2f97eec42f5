// What other modules use: the query helpers, the upload service (e.g. the KYC multipart
// variant), the reply mapping and where a representative's documents live.

export type { DocumentRow, DocumentSubject } from './document.repository';
export { createDocumentService, type DocumentService } from './document.service';
export { documentUrl } from './document-dto';
export {
  countMissingDocuments,
  hasDocument,
  latestDocument,
  listDocuments,
  missingDocumentTypes,
} from './document-queries';
export { representativeSubject } from './subject-documents';
export type { StagedUpload, UploadOptions, UploadSlot } from './upload.service';
