import { z } from 'zod';
import type { App } from '../../types';
import { authUserId, IdSchema, NoContentSchema } from './schemas';

/** Deletes one of the user's documents, whatever its slot. */
export default async function deleteDocument(app: App) {
  app.delete(
    '/documents/:id',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: z.object({ id: IdSchema }),
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const { documents } = app.deps;
      const row = await documents.getOwned(authUserId(request), request.params.id, request.locale);
      await documents.remove([row], request.log);
      return reply.status(204).send(null);
    },
  );
}
