import { DocumentListSchema, toDocumentDto } from '../../../modules/documents';
import type { App } from '../../../types';
import { ArchiveQuerySchema, authUserId, isArchive } from '../../documents/schemas';
import {
  CompanyQuerySchema,
  RepresentativeDocumentTypeSchema,
  RepresentativeParamsSchema,
  representativeSubject,
} from './representative-document-type';

/** Uploads a representative's identity card, identity photo or mandate (multipart field `files`). */
export default async function postRepresentativeDocument(app: App) {
  app.post(
    '/representatives/:id/documents/:type',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: RepresentativeParamsSchema.extend({ type: RepresentativeDocumentTypeSchema }),
        querystring: CompanyQuerySchema.extend(ArchiveQuerySchema.shape),
        response: { 201: DocumentListSchema },
      },
    },
    async (request, reply) => {
      const userId = authUserId(request);
      const { documents, config } = app.deps;
      const representative = await documents.ownedRepresentative(
        request.params.id,
        userId,
        request.query.companyId,
        request.locale,
      );
      const rows = await documents.upload(
        request,
        {
          ownerId: userId,
          ...representativeSubject(representative, userId, request.params.type),
          type: request.params.type,
        },
        { archive: isArchive(request.query.archive) },
      );
      return reply.status(201).send(rows.map((row) => toDocumentDto(config.publicApiUrl, row)));
    },
  );
}
