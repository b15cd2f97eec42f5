import { z } from 'zod';
import type { App } from '../../types';
import { IdSchema, signedInUserId } from '../signed-in-user';
import { sendDocument } from './send-document';

/** The decrypted file (PDF, JPEG or PNG), for its owner only, under its original name. */
export default async function getDocument(app: App) {
  app.get(
    '/documents/:id',
    {
      preHandler: app.authenticate,
      // A file, not JSON: no response schema (its contract entry says `reply: null`).
      schema: { tags: ['documents'], security: [{ bearer: [] }], params: z.object({ id: IdSchema }) },
    },
    async (request, reply) => {
      const row = await app.services.documents.getOwned(signedInUserId(request), request.params.id);
      return sendDocument(app, reply, row, request.log);
    },
  );
}
