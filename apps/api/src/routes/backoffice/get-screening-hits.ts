import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { queryFor } from '../request-schemas';
import { signedInOperator } from '../signed-in-operator';

/** The open screening hits across cases, oldest first, by pages: the compliance team's queue. */
export default async function getBackofficeScreeningHits(app: App) {
  app.get(
    '/backoffice/screening/hits',
    {
      schema: {
        tags: ['backoffice'],
        querystring: queryFor('GET /backoffice/screening/hits'),
        response: replyFor('GET /backoffice/screening/hits'),
      },
    },
    async (request) => app.services.screeningHits.queue(request.query, signedInOperator(request)),
  );
}
