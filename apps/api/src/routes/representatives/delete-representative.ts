import type { App } from '../../types';
import { onOneRepresentative, representativeTarget } from './representative-route';

/** DELETE /representatives/{id}?companyId: the user's own entry cannot be deleted (403). */
export default async function deleteRepresentative(app: App) {
  app.delete(
    '/representatives/:representativeId',
    {
      preHandler: app.requireOpenJourney,
      schema: onOneRepresentative('DELETE /representatives/{representativeId}'),
    },
    async (request, reply) => {
      await app.services.people.persons.remove(representativeTarget(request));
      return reply.status(204).send();
    },
  );
}
