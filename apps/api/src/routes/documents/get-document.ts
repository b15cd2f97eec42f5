import { z } from 'zod';
import { contentDisposition } from '../../modules/documents/file-name';
import type { App } from '../../types';
import { authUserId, IdSchema } from './schemas';

/** The decrypted file, for its owner only, under its original name. */
export default async function getDocument(app: App) {
  app.get(
    '/documents/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: z.object({ id: IdSchema }),
        response: { 200: z.unknown().describe('The file: PDF, JPEG or PNG') },
      },
    },
    async (request, reply) => {
      const { documents } = app.deps;
      const userId = authUserId(request);
      const row = await documents.getOwned(userId, request.params.id, request.locale);
      const stream = await documents.open(row, request.locale, request.log);
      return reply
        .header('content-type', row.mime_type)
        .header('content-length', row.size)
        .header('content-disposition', contentDisposition(row.file_name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
