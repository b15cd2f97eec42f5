import { z } from 'zod';
import { DocumentListSchema, toDocumentDto } from '../../../modules/documents';
import type { App } from '../../../types';
import { ArchiveQuerySchema, authUserId, isArchive } from '../../documents/schemas';
import { UserDocumentTypeSchema, userSlotType } from './user-document-type';

/** Uploads the user's identity card or proof of address (multipart field `files`). */
export default async function postUserDocument(app: App) {
  app.post(
    '/user/documents/:type',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: z.object({ type: UserDocumentTypeSchema }),
        querystring: ArchiveQuerySchema,
        response: { 201: DocumentListSchema },
      },
    },
    async (request, reply) => {
      const userId = authUserId(request);
      const rows = await app.deps.documents.upload(
        request,
        { ownerId: userId, subjectType: 'user', subjectId: userId, type: userSlotType(request.params.type) },
        { archive: isArchive(request.query.archive) },
      );
      return reply.status(201).send(rows.map((row) => toDocumentDto(app.deps.config.publicApiUrl, row)));
    },
  );
}
