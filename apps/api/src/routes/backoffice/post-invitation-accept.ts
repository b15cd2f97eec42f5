import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';
import { ONE_TIME_LINK_RATE } from './invitation-rate';

/** Anonymous: sets the password and enrols the TOTP of a one-time link, which is then spent. */
export default async function postBackofficeInvitationAccept(app: App) {
  app.post(
    '/backoffice/invitations/accept',
    {
      schema: {
        tags: ['backoffice'],
        body: bodyFor('POST /backoffice/invitations/accept'),
        response: replyFor('POST /backoffice/invitations/accept'),
      },
      config: rateLimitConfig(app.deps.config, ONE_TIME_LINK_RATE),
    },
    async (request) => app.services.operatorInvitations.accept(request.body, request.id),
  );
}
