import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { signedInUserId } from '../signed-in-user';

/** GET /sca/tokens: the user's active methods (e-mail, SMS, paired devices). */
export default async function getTokens(app: App) {
  app.get(
    '/sca/tokens',
    {
      preHandler: app.authenticate,
      schema: { tags: ['sca'], response: replyFor('GET /sca/tokens') },
    },
    async (request) => app.services.sca.enrolment.tokens(signedInUserId(request)),
  );
}
