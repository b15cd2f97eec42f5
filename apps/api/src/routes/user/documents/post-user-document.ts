import { z } from 'zod';
import type { App } from '../../../types';
import { answerUpload, uploadOptions } from '../../documents/document-route';
import { queryFor } from '../../request-schemas';
import { signedInUserId } from '../../signed-in-user';
import { UserDocumentTypeSchema, userSlotType } from './user-document-type';

/** Uploads the user's identity card or proof of address (multipart field `files`). */
export default async function postUserDocument(app: App) {
  app.post(
    '/user/documents/:type',
    uploadOptions(app, 'POST /user/documents/{type}', {
      params: z.object({ type: UserDocumentTypeSchema }),
      querystring: queryFor('POST /user/documents/{type}'),
    }),
    async (request, reply) => {
      const userId = signedInUserId(request);
      const type = userSlotType(request.params.type);
      return answerUpload(app, request, reply, {
        ownerId: userId,
        subjectType: 'user',
        subjectId: userId,
        type,
      });
    },
  );
}
