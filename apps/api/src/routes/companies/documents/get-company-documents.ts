import type { App } from '../../../types';
import { listOptions } from '../../documents/document-route';
import { SubjectParamsSchema } from '../../documents/schemas';
import { signedInUserId } from '../../signed-in-user';

/** Every live document of the user's company, all slots, oldest first. */
export default async function getCompanyDocuments(app: App) {
  app.get(
    '/companies/:id/documents',
    listOptions(app, 'GET /companies/{id}/documents', { params: SubjectParamsSchema }),
    async (request) => {
      const { documents } = app.services;
      return documents.replies(await documents.ofCompany(request.params.id, signedInUserId(request)));
    },
  );
}
