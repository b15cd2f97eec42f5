import { z } from 'zod';
import type { App } from '../../types';
import { IdSchema, signedInUserId } from '../signed-in-user';
import { answerRemoval, deleteOptions } from './document-route';

/** Deletes one of the user's documents, whatever its slot. */
export default async function deleteDocument(app: App) {
  app.delete(
    '/documents/:id',
    deleteOptions(app, { params: z.object({ id: IdSchema }) }),
    async (request, reply) => {
      const { documents } = app.services;
      const row = await documents.getOwned(signedInUserId(request), request.params.id);
      return answerRemoval(app, request, reply, [row]);
    },
  );
}
