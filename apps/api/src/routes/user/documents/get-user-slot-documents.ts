import { z } from 'zod';
import type { App } from '../../../types';
import { listOptions } from '../../documents/document-route';
import { signedInUserId } from '../../signed-in-user';
import { UserDocumentTypeSchema, userSlotType } from './user-document-type';

/** The documents of one of the user's slots (identity card, proof of address), oldest first. */
export default async function getUserSlotDocuments(app: App) {
  app.get(
    '/user/documents/:type',
    listOptions(app, 'GET /user/documents/{type}', { params: z.object({ type: UserDocumentTypeSchema }) }),
    async (request) => {
      const { documents } = app.services;
      const userId = signedInUserId(request);
      return documents.replies(
        await documents.list({
          subjectType: 'user',
          subjectId: userId,
          type: userSlotType(request.params.type),
        }),
      );
    },
  );
}
