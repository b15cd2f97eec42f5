import type { App } from '../../../types';
import { listOptions } from '../../documents/document-route';
import {
  CompanyQuerySchema,
  RepresentativeSlotParamsSchema,
  requestedRepresentative,
} from './representative-request';

/** The documents of one slot of a representative of the user's company. */
export default async function getRepresentativeSlotDocuments(app: App) {
  app.get(
    '/representatives/:id/documents/:type',
    listOptions(app, 'GET /representatives/{id}/documents/{type}', {
      params: RepresentativeSlotParamsSchema,
      querystring: CompanyQuerySchema,
    }),
    async (request) => {
      const { documents } = app.services;
      const { representative, userId } = await requestedRepresentative(app, request);
      return documents.replies(await documents.ofRepresentative(representative, userId, request.params.type));
    },
  );
}
