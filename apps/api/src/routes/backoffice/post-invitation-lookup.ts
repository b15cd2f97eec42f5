import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { ONE_TIME_LINK_RATE } from './invitation-rate';

/** Anonymous: what a one-time link is for and the TOTP secret to enrol (the token in the body, never the URL). */
export default async function postBackofficeInvitationLookup(app: App) {
  app.post(
    '/backoffice/invitations/lookup',
    {
      schema: {
        tags: ['backoffice'],
        body: bodyFor('POST /backoffice/invitations/lookup'),
        response: replyFor('POST /backoffice/invitations/lookup'),
      },
      config: rateLimitConfig(app.deps.config, ONE_TIME_LINK_RATE),
    },
    async (request) => app.services.operatorInvitations.lookup(request.body.token),
  );
}
