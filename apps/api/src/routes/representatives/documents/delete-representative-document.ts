import type { App } from '../../../types';
import { answerRemoval, deleteOptions } from '../../documents/document-route';
import { SubjectParamsSchema } from '../../documents/schemas';
import { queryFor } from '../../request-schemas';
import { IdSchema } from '../../signed-in-user';
import { requestedRepresentative } from './representative-request';

/** Deletes one document of a representative of the user's company. */
export default async function deleteRepresentativeDocument(app: App) {
  app.delete(
    '/representatives/:id/documents/:documentId',
    deleteOptions(app, {
      params: SubjectParamsSchema.extend({ documentId: IdSchema }),
      querystring: queryFor('DELETE /representatives/{id}/documents/{documentId}'),
    }),
    async (request, reply) => {
      const { documents } = app.services;
      const { representative, userId } = await requestedRepresentative(app, request);
      const row = await documents.getOwnedOfRepresentative(userId, request.params.documentId, representative);
      return answerRemoval(app, request, reply, [row]);
    },
  );
}
