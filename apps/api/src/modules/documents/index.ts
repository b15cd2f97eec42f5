// What other parts of the API name of documents: the service's type, the upload's types and
// where a representative's documents live (the routes' business).

export type { DocumentRow, DocumentSubject } from '../../db/repositories/documents';
export type { DocumentService } from './document.service';
export { representativeSubject } from './subject-documents';
export type { StagedUpload, UploadOptions, UploadSlot } from './upload.service';
