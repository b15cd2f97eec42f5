import { DOCUMENT_KIND_LABELS, registrationProofKind } from '@app/domain';
import { AppError } from '../../../errors';
import { DocumentListSchema, toDocumentDto } from '../../../modules/documents';
import { documentMessage } from '../../../modules/documents/messages';
import type { App } from '../../../types';
import { ArchiveQuerySchema, authUserId, isArchive } from '../../documents/schemas';
import { CompanySlotParamsSchema } from './company-document-type';

/** Uploads company proofs (multipart field `files`) into one slot of the user's company. */
export default async function postCompanyDocument(app: App) {
  app.post(
    '/companies/:id/documents/:type',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: CompanySlotParamsSchema,
        querystring: ArchiveQuerySchema,
        response: { 201: DocumentListSchema },
      },
    },
    async (request, reply) => {
      const userId = authUserId(request);
      const { documents, config } = app.deps;
      const { type } = request.params;
      const company = await documents.ownedCompany(request.params.id, userId, request.locale);
      // AE, EI, ASS and SENIRCS have no Kbis: they prove their activity instead, and the reverse.
      const expected = registrationProofKind(company.legalForm);
      if ((type === 'kbis' || type === 'activity_proof') && type !== expected) {
        const message = documentMessage(request.locale, 'wrong_registration_proof', {
          expected: DOCUMENT_KIND_LABELS[expected][request.locale],
        });
        throw new AppError('validation_failed', message, { type: message });
      }
      const rows = await documents.upload(
        request,
        { ownerId: userId, subjectType: 'company', subjectId: company.id, type },
        { archive: isArchive(request.query.archive) },
      );
      return reply.status(201).send(rows.map((row) => toDocumentDto(config.publicApiUrl, row)));
    },
  );
}
