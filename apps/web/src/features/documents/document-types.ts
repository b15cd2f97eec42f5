/** A stored document as the API answers it (spec §3 Document). */
export interface StoredDocument {
  id: string;
  type: string;
  name: string;
  filename: string;
  /** Absolute URL of the file (GET with the bearer token). */
  url: string;
  /** Absolute URL to DELETE it. */
  deleteUrl: string;
  /** Unix seconds. */
  updated_at: number;
  mime_type: string;
  size: number;
}

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

export const toViewerDocument = (document: StoredDocument): ViewerDocument => ({
  key: document.id,
  name: document.name,
  mimeType: document.mime_type,
  url: document.url,
});
