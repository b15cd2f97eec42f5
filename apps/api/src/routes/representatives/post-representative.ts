import { validationFailed } from '../../errors';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInUserId } from '../signed-in-user';

/** POST /representatives: a natural person of the company named by company_id (or companyId). */
export default async function postRepresentative(app: App) {
  app.post(
    '/representatives',
    {
      preHandler: app.requireOpenJourney,
      schema: {
        tags: ['representatives'],
        body: bodyFor('POST /representatives'),
        response: replyFor('POST /representatives'),
      },
    },
    async (request, reply) => {
      const companyId = request.body.company_id ?? request.body.companyId;
      if (typeof companyId !== 'string' || companyId === '')
        throw validationFailed({ company_id: 'validation.required' });
      const created = await app.services.people.persons.create(
        signedInUserId(request),
        companyId,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );
}
