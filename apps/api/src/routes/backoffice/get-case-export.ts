import { z } from 'zod';
import { contentDisposition } from '../../modules/documents/file-name';
import type { App } from '../../types';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** The regulator's view of a case: a ZIP of its summary (PDF and JSON) and its documents; journaled. */
export default async function getBackofficeCaseExport(app: App) {
  app.get(
    '/backoffice/cases/:caseId/export',
    {
      // A file, not JSON: no response schema (its contract entry says `reply: null`).
      schema: { tags: ['backoffice'], params: z.object({ caseId: IdSchema }) },
    },
    async (request, reply) => {
      const { fileName, bytes } = await app.services.caseExport.export(
        signedInOperator(request),
        request.params.caseId,
        { locale: request.locale, requestId: request.id, log: request.log },
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(fileName, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
}
