import { message, type PartnerScope } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { PartnerContext } from '../../modules/partners/partner-token.service';
import { bearerToken } from '../../plugins/auth';
import type { App } from '../../types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner whose access token the call carries (partner routes only). */
    partner?: PartnerContext;
  }
}

/**
 * onRequest of a partner route (before the body is read or checked): a live partner access token (a customer's session token is no
 * such token: 401) holding `scope` (else 403), as RFC 6750 §3 answers them.
 */
export const requirePartnerScope =
  (app: App, scope: PartnerScope) => async (request: FastifyRequest, reply: FastifyReply) => {
    const partner = await app.services.partnerTokens.authenticate(bearerToken(request));
    if (!partner) {
      reply.header('www-authenticate', 'Bearer realm="partner", error="invalid_token"');
      throw new AppError('unauthenticated', 'error.partner_unauthenticated');
    }
    if (!partner.scopes.includes(scope)) {
      reply.header(
        'www-authenticate',
        `Bearer realm="partner", error="insufficient_scope", scope="${scope}"`,
      );
      throw new AppError('forbidden', message('error.partner_scope_missing', { scope }));
    }
    request.partner = partner;
  };

/** The calling partner and the request id, as the partner services record them in the audit journal. */
export function partnerCall(request: FastifyRequest): { partner: PartnerContext; requestId: string } {
  if (!request.partner) throw new AppError('unauthenticated', 'error.partner_unauthenticated');
  return { partner: request.partner, requestId: String(request.id) };
}
