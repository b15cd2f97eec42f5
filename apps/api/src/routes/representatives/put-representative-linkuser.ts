import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { onOneRepresentative, representativeTarget } from './representative-route';

/** PUT /representatives/{id}/linkuser: owner selection, this person is the account user. */
export default async function putRepresentativeLinkUser(app: App) {
  app.put(
    '/representatives/:representativeId/linkuser',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        ...onOneRepresentative('PUT /representatives/{representativeId}/linkuser'),
        response: replyFor('PUT /representatives/{representativeId}/linkuser'),
      },
    },
    async (request) => app.services.people.persons.linkUser(representativeTarget(request)),
  );
}
