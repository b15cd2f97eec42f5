import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { PersonBodySchema } from './person-body';
import { onOneRepresentative, representativeTarget } from './representative-route';

/** PUT /representatives/{id}?companyId: edits a natural person (the body may leave answers out). */
export default async function putRepresentative(app: App) {
  app.put(
    '/representatives/:representativeId',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        ...onOneRepresentative,
        body: PersonBodySchema,
        response: replyFor('PUT /representatives/{representativeId}'),
      },
    },
    async (request) => app.services.people.persons.update(representativeTarget(request), request.body),
  );
}
