import { z } from 'zod';
import { IdSchema } from './path-id';
import type { RouteTable } from './route-contract';

/** A stored document as the API answers it (spec §3 Document); no storage detail leaves the API. */
export const DocumentReplySchema = z.object({
  id: z.string(),
  /** The slot: kbis, identity_card... (see DOCUMENT_KINDS). */
  type: z.string(),
  /** Name to show: the original file name. */
  name: z.string(),
  /** Original file name, also the download name. */
  filename: z.string(),
  /** Absolute URL of the file (GET with the bearer token). */
  url: z.string(),
  /** Absolute URL to DELETE it: the route it was uploaded through. */
  deleteUrl: z.string(),
  /** Unix seconds. */
  updated_at: z.number().int(),
  /** Detected from the content: application/pdf, image/jpeg or image/png. */
  mime_type: z.string(),
  size: z.number().int(),
});
export type DocumentReply = z.infer<typeof DocumentReplySchema>;

/** Every list of documents, and the answer of every upload (the slot's documents just stored). */
export const DocumentListReplySchema = z.array(DocumentReplySchema);
export type DocumentListReply = z.infer<typeof DocumentListReplySchema>;

/** ?archive=true replaces the slot's current documents; false (the default) adds to them. */
export const ArchiveQuerySchema = z.object({ archive: z.enum(['true', 'false', '1', '0']).optional() });

/** The client names a representative's company; when it does, it must be the right one. */
export const RepresentativeDocumentsQuerySchema = z.object({ companyId: IdSchema.optional() });

const LIST = { reply: DocumentListReplySchema } as const;
const UPLOADED = { reply: DocumentListReplySchema, statuses: [201], query: ArchiveQuerySchema } as const;
const DELETED = { reply: null, statuses: [204] } as const;

/** The documents of the user, of their company and of its representatives, and the files themselves. */
export const documentsContracts = {
  // The file itself (PDF, JPEG or PNG), whoever it belongs to, and its deletion.
  'GET /documents/{id}': {
    doc: {
      summary: "A document's file",
      description: 'The decrypted file (PDF, JPEG or PNG) under its original name, for its owner only.',
    },
    reply: null,
  },
  'DELETE /documents/{id}': {
    ...DELETED,
    doc: {
      summary: 'Delete a document',
      description: "Removes one of the user's documents, whatever its slot, while the opening is open.",
    },
  },
  'POST /user/documents/{type}': {
    ...UPLOADED,
    doc: {
      summary: "Upload the user's identity card or proof of address",
      description:
        'One or more files (PDF, JPEG or PNG) in the multipart field `files`, into the slot `type`; `archive=true` replaces what the slot holds. Answers the documents stored.',
      refusals: [409, 507],
    },
  },
  'GET /user/documents': {
    ...LIST,
    doc: {
      summary: "The user's documents",
      description: "Every document of the user's own slots, oldest first.",
    },
  },
  'GET /user/documents/{type}': {
    ...LIST,
    doc: {
      summary: "The user's documents of one slot",
      description:
        "The documents of one of the user's slots (identity card, proof of address), oldest first.",
    },
  },
  'DELETE /user/documents/{type}/{id}': {
    ...DELETED,
    doc: {
      summary: "Delete one of the user's documents",
      description:
        'Removes the document from the slot while the opening is open; its record stays in the audit journal, its bytes are erased.',
    },
  },
  'POST /companies/{id}/documents/{type}': {
    ...UPLOADED,
    doc: {
      summary: 'Upload company proofs',
      description:
        "One or more files (PDF, JPEG or PNG) in the multipart field `files`, into the slot `type` of the user's company (Kbis, statutes…); `archive=true` replaces the slot's files. 409 when the proofs step is not open yet.",
      refusals: [409, 507],
    },
  },
  'GET /companies/{id}/documents/{type}': {
    ...LIST,
    doc: {
      summary: "The company's documents of one slot",
      description: "The documents of one slot of the user's company.",
    },
  },
  'DELETE /companies/{id}/documents/{type}': {
    ...DELETED,
    doc: {
      summary: 'Empty one slot of the company',
      description: 'Removes every document of the slot while the opening is open.',
    },
  },
  'GET /companies/{id}/documents': {
    ...LIST,
    doc: {
      summary: "The company's documents",
      description: "Every document of the user's company, all slots, oldest first.",
    },
  },
  'DELETE /companies/{id}/documents/{type}/{documentId}': {
    ...DELETED,
    doc: {
      summary: 'Delete one company document',
      description: "Removes one document of a slot of the user's company while the opening is open.",
    },
  },
  'POST /representatives/{id}/documents/{type}': {
    doc: {
      summary: "Upload a person's documents",
      description: "A person's identity card, identity photo or mandate, in the multipart field `files`.",
      refusals: [409, 507],
    },
    ...UPLOADED,
    query: RepresentativeDocumentsQuerySchema.extend(ArchiveQuerySchema.shape),
  },
  // {type} is a slot (its documents) or a document id (the file itself, not JSON).
  'GET /representatives/{id}/documents/{type}': {
    doc: {
      summary: "A person's documents of one slot, or one file",
      description: "With a document kind: the slot's documents. With a document id: the file itself.",
    },
    ...LIST,
    query: RepresentativeDocumentsQuerySchema,
  },
  'GET /representatives/{id}/documents': {
    doc: {
      summary: "A person's documents",
      description: "Every document of a person of the user's company.",
    },
    ...LIST,
    query: RepresentativeDocumentsQuerySchema,
  },
  'DELETE /representatives/{id}/documents/{documentId}': {
    doc: {
      summary: "Delete a person's document",
      description: "Removes one document of a person of the user's company while the opening is open.",
    },
    ...DELETED,
    query: RepresentativeDocumentsQuerySchema,
  },
  // Resuming an opening request: what its user already uploaded.
  'GET /signup/request/{uuid}/user/documents': {
    ...LIST,
    doc: {
      summary: "Resume a signup request: the user's documents",
      description: "The documents the request's user already sent, only to that user signed in.",
    },
  },
  'GET /signup/request/{uuid}/company/documents': {
    ...LIST,
    doc: {
      summary: "Resume a signup request: the company's documents",
      description: "The company proofs already sent for this opening, only to the request's user signed in.",
    },
  },
} as const satisfies RouteTable;
