import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';
import { signedInOperator } from '../signed-in-operator';

/** The case list: filters, search, sort by age and pages. */
export default async function getBackofficeCases(app: App) {
  app.get(
    '/backoffice/cases',
    {
      schema: {
        tags: ['backoffice'],
        querystring: queryFor('GET /backoffice/cases'),
        response: replyFor('GET /backoffice/cases'),
      },
    },
    async (request) => app.services.backofficeCases.list(request.query, signedInOperator(request)),
  );
}
