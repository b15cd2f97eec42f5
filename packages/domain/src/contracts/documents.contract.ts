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
  'GET /documents/{id}': { reply: null },
  'DELETE /documents/{id}': DELETED,
  'POST /user/documents/{type}': UPLOADED,
  'GET /user/documents': LIST,
  'GET /user/documents/{type}': LIST,
  'DELETE /user/documents/{type}/{id}': DELETED,
  'POST /companies/{id}/documents/{type}': UPLOADED,
  'GET /companies/{id}/documents/{type}': LIST,
  'DELETE /companies/{id}/documents/{type}': DELETED,
  'GET /companies/{id}/documents': LIST,
  'DELETE /companies/{id}/documents/{type}/{documentId}': DELETED,
  'POST /representatives/{id}/documents/{type}': {
    ...UPLOADED,
    query: RepresentativeDocumentsQuerySchema.extend(ArchiveQuerySchema.shape),
  },
  // {type} is a slot (its documents) or a document id (the file itself, not JSON).
  'GET /representatives/{id}/documents/{type}': { ...LIST, query: RepresentativeDocumentsQuerySchema },
  'GET /representatives/{id}/documents': { ...LIST, query: RepresentativeDocumentsQuerySchema },
  'DELETE /representatives/{id}/documents/{documentId}': {
    ...DELETED,
    query: RepresentativeDocumentsQuerySchema,
  },
  // Resuming an opening request: what its user already uploaded.
  'GET /signup/request/{uuid}/user/documents': LIST,
  'GET /signup/request/{uuid}/company/documents': LIST,
} as const satisfies RouteTable;
