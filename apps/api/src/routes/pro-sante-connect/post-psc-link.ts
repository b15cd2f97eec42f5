import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { signedInUserId } from '../signed-in-user';

/** POST /pro-sante-connect/link: the signed-in account tied to the practitioner the ticket names. */
export default async function postPscLink(app: App) {
  app.post(
    '/pro-sante-connect/link',
    {
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        body: bodyFor('POST /pro-sante-connect/link'),
        response: replyFor('POST /pro-sante-connect/link'),
      },
      preHandler: app.authenticate,
    },
    async (request) => app.services.proSanteConnect.link(signedInUserId(request), request.body),
  );
}
