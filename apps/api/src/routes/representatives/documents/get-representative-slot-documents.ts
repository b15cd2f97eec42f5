import { REPRESENTATIVE_DOCUMENT_KINDS, type RepresentativeDocumentKind } from '@app/domain';
import { z } from 'zod';
import type { App } from '../../../types';
import { listOptions } from '../../documents/document-route';
import { SubjectParamsSchema } from '../../documents/schemas';
import { sendDocument } from '../../documents/send-document';
import { queryFor } from '../../request-schemas';
import { IdSchema } from '../../signed-in-user';
import { requestedRepresentative } from './representative-request';

const isKind = (value: string): value is RepresentativeDocumentKind =>
  (REPRESENTATIVE_DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * One path, two readings (spec §7): /representatives/{id}/documents/{type} lists a slot's
 * documents, /representatives/{id}/documents/{documentId} is the file itself (a blob), as the
 * DELETE on the same path removes it. The router cannot tell the two apart, the kinds can.
 */
export default async function getRepresentativeSlotDocuments(app: App) {
  app.get(
    '/representatives/:id/documents/:type',
    listOptions(app, 'GET /representatives/{id}/documents/{type}', {
      params: SubjectParamsSchema.extend({
        type: z
          .union([z.enum(REPRESENTATIVE_DOCUMENT_KINDS), IdSchema])
          .describe(
            'A slot (identity_card, identity_photo, mandate): its documents as JSON; or a document id: the file',
          ),
      }),
      querystring: queryFor('GET /representatives/{id}/documents/{type}'),
    }),
    async (request, reply) => {
      const { documents } = app.services;
      const { representative, userId } = await requestedRepresentative(app, request);
      const { type } = request.params;
      if (isKind(type))
        return documents.replies(await documents.ofRepresentative(representative, userId, type));
      const row = await documents.getOwnedOfRepresentative(userId, type, representative);
      return sendDocument(app, reply, row, request.log);
    },
  );
}
