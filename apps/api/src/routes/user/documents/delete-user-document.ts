import { z } from 'zod';
import type { App } from '../../../types';
import { authUserId, IdSchema, NoContentSchema } from '../../documents/schemas';
import { UserDocumentTypeSchema, userSlotType } from './user-document-type';

/** Deletes one of the user's own documents from the given slot. */
export default async function deleteUserDocument(app: App) {
  app.delete(
    '/user/documents/:type/:id',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: z.object({ type: UserDocumentTypeSchema, id: IdSchema }),
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const userId = authUserId(request);
      const { documents } = app.deps;
      const row = await documents.getOwned(userId, request.params.id, request.locale, {
        subjectType: 'user',
        subjectId: userId,
        type: userSlotType(request.params.type),
      });
      await documents.remove([row], request.log);
      return reply.status(204).send(null);
    },
  );
}
