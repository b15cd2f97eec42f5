import type { App } from '../../../types';
import { answerRemoval, deleteOptions } from '../../documents/document-route';
import { IdSchema, signedInUserId } from '../../signed-in-user';
import { CompanySlotParamsSchema } from './company-document-type';

/** Deletes one document of a slot of the user's company. */
export default async function deleteCompanyDocument(app: App) {
  app.delete(
    '/companies/:id/documents/:type/:documentId',
    deleteOptions(app, { params: CompanySlotParamsSchema.extend({ documentId: IdSchema }) }),
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { documents } = app.services;
      const company = await documents.ownedCompany(request.params.id, userId);
      const row = await documents.getOwned(userId, request.params.documentId, {
        subjectType: 'company',
        subjectId: company.id,
        type: request.params.type,
      });
      return answerRemoval(app, request, reply, [row]);
    },
  );
}
