import type { ApiRoutes, DocumentListReplySchema, RouteKey } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DocumentRow, UploadSlot } from '../../modules/documents';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { isArchive, NoContentSchema } from './schemas';

/** The routes of the given method answering a list of documents. */
type ListKey<Method extends string> = {
  [Key in RouteKey]: Key extends `${Method} ${string}`
    ? ApiRoutes[Key]['reply'] extends typeof DocumentListReplySchema
      ? Key
      : never
    : never;
}[RouteKey];

/** What a route adds to the shared part of its schema: its parameters (and another tag). */
interface RequestSchema {
  tags?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
}

const DOCUMENT_ROUTE = { tags: ['documents'], security: [{ bearer: [] }] };

/** A list of documents: reading needs a session only, even once the opening is complete. */
export const listOptions = <Schema extends RequestSchema>(app: App, key: ListKey<'GET'>, schema: Schema) => ({
  preHandler: app.authenticate,
  schema: { ...DOCUMENT_ROUTE, ...schema, response: replyFor(key) },
});

/** An upload (multipart field `files`) answers the documents stored; only while the opening is open. */
export const uploadOptions = <Schema extends RequestSchema>(
  app: App,
  key: ListKey<'POST'>,
  schema: Schema,
) => ({
  preHandler: app.requireOpenJourney,
  schema: { ...DOCUMENT_ROUTE, consumes: ['multipart/form-data'], ...schema, response: replyFor(key) },
});

/** A deletion answers 204 without a body; only while the opening is open. */
export const deleteOptions = <Schema extends RequestSchema>(app: App, schema: Schema) => ({
  preHandler: app.requireOpenJourney,
  schema: { ...DOCUMENT_ROUTE, ...schema, response: { 204: NoContentSchema } },
});

type UploadRequest = FastifyRequest & { query: { archive?: string } };

/** Stores the request's files in the slot (replacing its documents with ?archive=true); 201 with them. */
export async function answerUpload(app: App, request: UploadRequest, reply: FastifyReply, slot: UploadSlot) {
  const { documents } = app.services;
  const rows = await documents.upload(request, slot, { archive: isArchive(request.query.archive) });
  return reply.status(201).send(documents.replies(rows));
}

/** Removes the documents (row kept for the audit, bytes erased); 204. */
export async function answerRemoval(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  rows: DocumentRow[],
) {
  await app.services.documents.remove(rows, request.log);
  return reply.status(204).send(null);
}
