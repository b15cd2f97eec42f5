import { z } from 'zod';
import type { App } from '../../../types';
import { answerRemoval, deleteOptions } from '../../documents/document-route';
import { IdSchema, signedInUserId } from '../../signed-in-user';
import { UserDocumentTypeSchema, userSlotType } from './user-document-type';

/** Deletes one of the user's own documents from the given slot. */
export default async function deleteUserDocument(app: App) {
  app.delete(
    '/user/documents/:type/:id',
    deleteOptions(app, { params: z.object({ type: UserDocumentTypeSchema, id: IdSchema }) }),
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { documents } = app.services;
      const row = await documents.getOwned(userId, request.params.id, {
        subjectType: 'user',
        subjectId: userId,
        type: userSlotType(request.params.type),
      });
      return answerRemoval(app, request, reply, [row]);
    },
  );
}
