import type { FastifyReply, FastifyRequest } from 'fastify';
import { PartnerTokenRefused, type TokenError } from '../../modules/partners/partner-token.service';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

type TokenRequest = Record<string, unknown>;

/** RFC 6749 §2.3.1: client credentials in HTTP Basic (each part form-encoded), else in the body. */
function clientOf(request: FastifyRequest, body: TokenRequest): { id: string; secret: string } | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    try {
      return {
        id: decodeURIComponent(decoded.slice(0, colon).replaceAll('+', ' ')),
        secret: decodeURIComponent(decoded.slice(colon + 1).replaceAll('+', ' ')),
      };
    } catch {
      return undefined;
    }
  }
  const { client_id: id, client_secret: secret } = body;
  return typeof id === 'string' && typeof secret === 'string' ? { id, secret } : undefined;
}

/** RFC 6749 §5.2: the error body; an unknown or wrong client is a 401 with its challenge. */
function refuse(reply: FastifyReply, error: TokenError) {
  if (error === 'invalid_client') reply.header('www-authenticate', 'Basic realm="partner"');
  return reply.code(error === 'invalid_client' ? 401 : 400).send({ error });
}

/**
 * POST /partner/v1/oauth/token: OAuth 2.0 client credentials grant (RFC 6749 §4.4), the body
 * form-encoded as the RFC says, or JSON. Answers a short-lived opaque bearer token.
 */
export default async function postOauthToken(app: App) {
  // Only this route reads form bodies: the rest of the API is JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.post(
    '/partner/v1/oauth/token',
    {
      schema: {
        tags: ['partner'],
        summary: 'Client credentials grant: an access token for the partner API',
        response: replyFor('POST /partner/v1/oauth/token'),
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as TokenRequest;
      const client = clientOf(request, body);
      if (!client) return refuse(reply, 'invalid_client');
      if (body.grant_type !== 'client_credentials') {
        return refuse(reply, body.grant_type === undefined ? 'invalid_request' : 'unsupported_grant_type');
      }
      if (body.scope !== undefined && typeof body.scope !== 'string') return refuse(reply, 'invalid_request');
      try {
        const token = await app.services.partnerTokens.issue({
          clientId: client.id,
          clientSecret: client.secret,
          scope: body.scope,
          requestId: String(request.id),
        });
        // RFC 6749 §5.1: the answer is never cached.
        reply.header('pragma', 'no-cache').header('cache-control', 'no-store');
        return token;
      } catch (error) {
        if (error instanceof PartnerTokenRefused) return refuse(reply, error.error);
        throw error;
      }
    },
  );
}
