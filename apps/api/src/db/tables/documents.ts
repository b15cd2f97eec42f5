/** What a document proves about: the user, a company, a representative or a company mandate. */
export type DocumentSubjectType = 'user' | 'company' | 'representative' | 'mandate';

/** Metadata of an uploaded document; the bytes are in the document store under storage_key. */
export interface DocumentsTable {
  id: string;
  /** The user who owns it (uploaded it for their journey). */
  user_id: string;
  subject_type: DocumentSubjectType;
  subject_id: string;
  /** Slot: identity_card, proof_of_address, kbis... */
  type: string;
  /** The name the file had on the user's computer (shown and used for downloads only). */
  file_name: string;
  /** Detected from the content, not taken from the client. */
  mime_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  created_at: string;
  deleted_at: string | null;
}
