import { isPartnerScope, type PartnerScope, type PartnerTokenReply } from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { newSecretToken, sha256 } from '../../ids';
import { secretMatches } from './partner-credentials';

/** The partner a valid access token stands for, and what it may do. */
export interface PartnerContext {
  partnerId: string;
  /** Its public client id: STATUS_REPORT_PARTNER names the brand's insurer by it. */
  clientId: string;
  scopes: readonly PartnerScope[];
}

/** RFC 6749 §5.2 error codes the token endpoint answers with. */
export type TokenError = 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type';

export class PartnerTokenRefused extends Error {
  constructor(readonly error: TokenError) {
    super(error);
  }
}

const splitScopes = (value: string): string[] => value.split(' ').filter((scope) => scope.length > 0);

/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4): a partner's client id and secret give an opaque
 * bearer token, valid `ttlSeconds`, kept as its hash. Tokens are checked on every partner call;
 * a customer's session token is never one of them.
 */
export function createPartnerTokenService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  ttlSeconds: number;
}) {
  const { db, clock, audit, ttlSeconds } = deps;
  return {
    async issue(input: {
      clientId: string;
      clientSecret: string;
      scope: string | undefined;
      requestId: string;
    }): Promise<PartnerTokenReply> {
      const partner = await db
        .selectFrom('partners')
        .selectAll()
        .where('client_id', '=', input.clientId)
        .executeTakeFirst();
      if (!partner || partner.disabled_at || !secretMatches(input.clientSecret, partner.secret_hash)) {
        throw new PartnerTokenRefused('invalid_client');
      }
      const allowed = splitScopes(partner.scopes);
      const asked = input.scope === undefined ? allowed : splitScopes(input.scope);
      if (asked.length === 0 || asked.some((scope) => !isPartnerScope(scope) || !allowed.includes(scope))) {
        throw new PartnerTokenRefused('invalid_scope');
      }
      const token = newSecretToken();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('partner_access_tokens')
          .values({
            token_hash: sha256(token),
            partner_id: partner.id,
            scopes: asked.join(' '),
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
          })
          .execute();
        // Expired tokens are of no use to anyone: each issue clears the partner's old ones.
        await trx
          .deleteFrom('partner_access_tokens')
          .where('partner_id', '=', partner.id)
          .where('expires_at', '<', now.toISOString())
          .execute();
        await audit.append(trx, {
          actor: { type: 'partner', id: partner.id },
          action: 'partner.token_issued',
          object: { type: 'partner', id: partner.id },
          after: { scopes: asked },
          requestId: input.requestId,
        });
      });
      return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds, scope: asked.join(' ') };
    },

    /** The token's partner, or undefined for an unknown, expired or disabled one. */
    async authenticate(token: string | undefined): Promise<PartnerContext | undefined> {
      if (!token) return undefined;
      const row = await db
        .selectFrom('partner_access_tokens')
        .innerJoin('partners', 'partners.id', 'partner_access_tokens.partner_id')
        .select([
          'partner_access_tokens.partner_id',
          'partner_access_tokens.scopes',
          'partner_access_tokens.expires_at',
          'partners.client_id',
          'partners.disabled_at',
        ])
        .where('partner_access_tokens.token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!row || row.disabled_at || row.expires_at <= clock.now().toISOString()) return undefined;
      return {
        partnerId: row.partner_id,
        clientId: row.client_id,
        scopes: splitScopes(row.scopes).filter(isPartnerScope),
      };
    },
  };
}

export type PartnerTokenService = ReturnType<typeof createPartnerTokenService>;
