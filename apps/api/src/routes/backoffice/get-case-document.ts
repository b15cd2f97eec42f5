import { z } from 'zod';
import { contentDisposition } from '../../modules/documents/file-name';
import type { App } from '../../types';
import { signedInOperator } from '../signed-in-operator';
import { IdSchema } from '../signed-in-user';

/** One of the case's files, for the operator's viewer (inline); each view is journaled. */
export default async function getBackofficeCaseDocument(app: App) {
  app.get(
    '/backoffice/cases/:caseId/documents/:documentId',
    {
      // A file, not JSON: no response schema (its contract entry says `reply: null`).
      schema: { tags: ['backoffice'], params: z.object({ caseId: IdSchema, documentId: IdSchema }) },
    },
    async (request, reply) => {
      const { row, stream } = await app.services.backofficeCases.openDocument(
        signedInOperator(request),
        request.params.caseId,
        request.params.documentId,
        request.id,
        request.log,
      );
      return reply
        .header('content-type', row.mime_type)
        .header('content-length', row.size)
        .header('content-disposition', contentDisposition(row.file_name, 'inline'))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
