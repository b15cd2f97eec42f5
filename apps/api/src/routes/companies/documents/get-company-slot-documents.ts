import type { App } from '../../../types';
import { listOptions } from '../../documents/document-route';
import { signedInUserId } from '../../signed-in-user';
import { CompanySlotParamsSchema } from './company-document-type';

/** The documents of one slot of the user's company. */
export default async function getCompanySlotDocuments(app: App) {
  app.get(
    '/companies/:id/documents/:type',
    listOptions(app, 'GET /companies/{id}/documents/{type}', { params: CompanySlotParamsSchema }),
    async (request) => {
      const { id, type } = request.params;
      const { documents } = app.services;
      return documents.replies(await documents.ofCompany(id, signedInUserId(request), type));
    },
  );
}
