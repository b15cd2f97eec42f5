import { representativeSubject } from '../../../modules/documents';
import type { App } from '../../../types';
import { answerUpload, uploadOptions } from '../../documents/document-route';
import { queryFor } from '../../request-schemas';
import { RepresentativeSlotParamsSchema, requestedRepresentative } from './representative-request';

/** Uploads a representative's identity card, identity photo or mandate (multipart field `files`). */
export default async function postRepresentativeDocument(app: App) {
  app.post(
    '/representatives/:id/documents/:type',
    uploadOptions(app, 'POST /representatives/{id}/documents/{type}', {
      params: RepresentativeSlotParamsSchema,
      querystring: queryFor('POST /representatives/{id}/documents/{type}'),
    }),
    async (request, reply) => {
      const { representative, userId } = await requestedRepresentative(app, request);
      const { type } = request.params;
      await app.services.documents.checkRepresentativeUpload(representative, type);
      const subject = representativeSubject(representative, userId, type);
      return answerUpload(app, request, reply, { ownerId: userId, ...subject, type });
    },
  );
}
