// What other modules use: the query helpers, the upload service (e.g. the KYC multipart
// variant), the reply shape and the slot checks.

export type { DocumentRow, DocumentSubject } from './document.repository';
export { createDocumentService, type DocumentService } from './document.service';
export { DocumentListSchema, DocumentSchema, documentUrl, toDocumentDto } from './document-dto';
export {
  countMissingDocuments,
  hasDocument,
  latestDocument,
  listDocuments,
  missingDocumentTypes,
} from './document-queries';
export type { StagedUpload, UploadOptions, UploadSlot } from './upload.service';
