import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { onOneRepresentative, representativeTarget } from './representative-route';

/** PUT /representatives/{id}?companyId: edits a natural person (the body may leave answers out). */
export default async function putRepresentative(app: App) {
  app.put(
    '/representatives/:representativeId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        ...onOneRepresentative('PUT /representatives/{representativeId}'),
        body: bodyFor('PUT /representatives/{representativeId}'),
        response: replyFor('PUT /representatives/{representativeId}'),
      },
    },
    async (request) => app.services.people.persons.update(representativeTarget(request), request.body),
  );
}
