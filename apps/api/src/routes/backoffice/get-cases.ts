import { CaseListQuerySchema } from '@app/domain';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** The case list: filters, search, sort by age and pages. */
export default async function getBackofficeCases(app: App) {
  app.get(
    '/backoffice/cases',
    {
      schema: {
        tags: ['backoffice'],
        querystring: CaseListQuerySchema,
        response: replyFor('GET /backoffice/cases'),
      },
    },
    async (request) => app.services.backofficeCases.list(request.query),
  );
}
