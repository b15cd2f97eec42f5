import type { App } from '../../../types';
import { listOptions } from '../../documents/document-route';
import { SubjectParamsSchema } from '../../documents/schemas';
import { queryFor } from '../../request-schemas';
import { requestedRepresentative } from './representative-request';

/** Every live document of a representative of the user's company (the user's own card included). */
export default async function getRepresentativeDocuments(app: App) {
  app.get(
    '/representatives/:id/documents',
    listOptions(app, 'GET /representatives/{id}/documents', {
      params: SubjectParamsSchema,
      querystring: queryFor('GET /representatives/{id}/documents'),
    }),
    async (request) => {
      const { documents } = app.services;
      const { representative, userId } = await requestedRepresentative(app, request);
      return documents.replies(await documents.ofRepresentative(representative, userId));
    },
  );
}
