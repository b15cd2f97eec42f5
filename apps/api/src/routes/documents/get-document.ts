import { z } from 'zod';
import { contentDisposition } from '../../modules/documents/file-name';
import type { App } from '../../types';
import { IdSchema, signedInUserId } from '../signed-in-user';

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
      const { documents } = app.services;
      const row = await documents.getOwned(signedInUserId(request), request.params.id);
      const stream = await documents.open(row, request.log);
      return reply
        .header('content-type', row.mime_type)
        .header('content-length', row.size)
        .header('content-disposition', contentDisposition(row.file_name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
