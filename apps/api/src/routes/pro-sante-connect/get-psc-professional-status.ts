import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInUserId } from '../signed-in-user';

/** GET /pro-sante-connect/professional-status: the signed-in customer's status as Pro Santé Connect vouched for it. */
export default async function getPscProfessionalStatus(app: App) {
  app.get(
    '/pro-sante-connect/professional-status',
    {
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        response: replyFor('GET /pro-sante-connect/professional-status'),
      },
      preHandler: app.authenticate,
    },
    async (request) => app.services.proSanteConnect.professionalStatus(signedInUserId(request)),
  );
}
