import type { App } from '../../../types';
import { answerRemoval, deleteOptions } from '../../documents/document-route';
import { signedInUserId } from '../../signed-in-user';
import { CompanySlotParamsSchema } from './company-document-type';

/** Empties one slot of the user's company (every document in it). */
export default async function deleteCompanySlot(app: App) {
  app.delete(
    '/companies/:id/documents/:type',
    deleteOptions(app, { params: CompanySlotParamsSchema }),
    async (request, reply) => {
      const { id, type } = request.params;
      const { documents } = app.services;
      const rows = await documents.ofCompany(id, signedInUserId(request), type);
      return answerRemoval(app, request, reply, rows);
    },
  );
}
