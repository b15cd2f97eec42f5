import { DocumentListSchema, toDocumentDto } from '../../../modules/documents';
import type { App } from '../../../types';
import { authUserId } from '../../documents/schemas';

/** The user's own documents (identity card, proof of address), oldest first. */
export default async function getUserDocuments(app: App) {
  app.get(
    '/user/documents',
    {
      preHandler: app.authenticate,
      schema: { tags: ['documents'], security: [{ bearer: [] }], response: { 200: DocumentListSchema } },
    },
    async (request) => {
      const userId = authUserId(request);
      const rows = await app.deps.documents.list({ subjectType: 'user', subjectId: userId });
      return rows.map((row) => toDocumentDto(app.deps.config.publicApiUrl, row));
    },
  );
}
