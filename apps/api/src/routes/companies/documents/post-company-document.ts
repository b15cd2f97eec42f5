import type { App } from '../../../types';
import { answerUpload, uploadOptions } from '../../documents/document-route';
import { queryFor } from '../../request-schemas';
import { signedInUserId } from '../../signed-in-user';
import { CompanySlotParamsSchema } from './company-document-type';

/** Uploads company proofs (multipart field `files`) into one slot of the user's company. */
export default async function postCompanyDocument(app: App) {
  app.post(
    '/companies/:id/documents/:type',
    uploadOptions(app, 'POST /companies/{id}/documents/{type}', {
      params: CompanySlotParamsSchema,
      querystring: queryFor('POST /companies/{id}/documents/{type}'),
    }),
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { type } = request.params;
      const company = await app.services.documents.companyForUpload(request.params.id, userId, type);
      return answerUpload(app, request, reply, {
        ownerId: userId,
        subjectType: 'company',
        subjectId: company.id,
        type,
      });
    },
  );
}
