import { z } from 'zod';
import { authUserId } from '../../modules/sca/auth-user';
import type { App } from '../../types';
import { ScaTokenSchema } from './sca.schemas';

/** GET /sca/tokens: the user's active methods (e-mail, SMS, paired devices). */
export default async function getTokens(app: App) {
  app.get(
    '/sca/tokens',
    {
      preHandler: app.authenticate,
      schema: { tags: ['sca'], response: { 200: z.array(ScaTokenSchema) } },
    },
    async (request) => app.sca.tokens(authUserId(request)),
  );
}
