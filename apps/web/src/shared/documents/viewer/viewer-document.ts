import type { DocumentReply } from '@app/domain';

/** What the viewer shows: a stored document, or a local file not sent yet. */
export interface ViewerDocument {
  key: string;
  name: string;
  mimeType?: string;
  /** Stored documents are fetched from here. */
  url?: string;
  /** Local files are shown from memory (no download button, spec §6). */
  file?: Blob;
}

export const toViewerDocument = (document: DocumentReply): ViewerDocument => ({
  key: document.id,
  name: document.name,
  mimeType: document.mime_type,
  url: document.url,
});
