import { createPrivateKey, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config';

export type PscSettings = NonNullable<AppConfig['proSanteConnect']>;

/** The federation's discovery document has its own name, not the standard openid-configuration. */
export const PSC_DISCOVERY_NAME = '.well-known/wallet-openid-configuration';
/** Every claim the federation gives (names, national identifier, SubjectRefPro) comes with scope_all. */
export const PSC_SCOPES = 'openid scope_all';
/** eIDAS low: the level Pro Santé Connect vouches for, asked for and checked. */
export const PSC_ACR = 'eidas1';

/** Why the federation's answer is refused, as the service words it to the customer. */
export type PscCheckFailure = 'acr' | 'token' | 'state' | 'unavailable';

export class PscCheckError extends Error {
  constructor(
    readonly failure: PscCheckFailure,
    cause?: unknown,
  ) {
    super(`Pro Santé Connect answer refused: ${failure}`, { cause });
  }
}

/** What a checked sign-in gives: the ID token's claims and the verified userinfo. */
export interface PscSignIn {
  idToken: oidc.IDToken;
  userinfo: Record<string, unknown>;
}

/** The claims whose comparison failed, along the error's chain of causes (the library wraps its own). */
function failedClaims(error: unknown): string[] {
  const claims: string[] = [];
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const claim = (cause as { claim?: unknown }).claim;
    if (typeof claim === 'string') claims.push(claim);
  }
  return claims;
}

/** A state or a nonce that does not match is a replay; any other failed check, a foreign token. */
function failureOf(error: unknown): PscCheckFailure {
  if (error instanceof PscCheckError) return error.failure;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('OAUTH_')) {
    return error instanceof oidc.ResponseBodyError ? 'token' : 'unavailable';
  }
  const claims = failedClaims(error);
  if (claims.includes('nonce') || claims.includes('state')) return 'state';
  return 'token';
}

/**
 * The OpenID Connect client of Pro Santé Connect, over openid-client: discovery at the
 * federation's own document name (its issuer checked), the authorization address with PKCE,
 * state, nonce and `acr_values=eidas1`, and the code exchange with the ID token (issuer,
 * audience, signature, nonce) and the userinfo (a signed JWT) verified, and `acr` checked.
 */
export function createPscClient(settings: PscSettings) {
  let discovered: Promise<oidc.Configuration> | null = null;

  /** private_key_jwt with the key file when one is given (RS256), else the client secret. */
  async function clientAuth(): Promise<oidc.ClientAuth> {
    if (!settings.privateKeyFile) return oidc.ClientSecretBasic(settings.clientSecret ?? '');
    const der = createPrivateKey(readFileSync(settings.privateKeyFile)).export({
      format: 'der',
      type: 'pkcs8',
    });
    const key = await webcrypto.subtle.importKey(
      'pkcs8',
      der,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return oidc.PrivateKeyJwt({ key: key as oidc.CryptoKey });
  }

  async function discover(): Promise<oidc.Configuration> {
    const configuration = await oidc.discovery(
      new URL(`${settings.issuer}/${PSC_DISCOVERY_NAME}`),
      settings.clientId,
      { id_token_signed_response_alg: 'RS256', userinfo_signed_response_alg: 'RS256' },
      await clientAuth(),
      {
        execute: settings.allowHttp ? [oidc.allowInsecureRequests] : [],
      },
    );
    // A document fetched by its full address is not compared with the issuer by the library.
    if (configuration.serverMetadata().issuer !== settings.issuer) throw new PscCheckError('token');
    return configuration;
  }

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= discover().catch((error) => {
      // A failed discovery is tried again on the next sign-in.
      discovered = null;
      throw error;
    });
    return discovered;
  }

  /** The ID token's `acr` checked and the userinfo (a signed JWT) fetched and verified. */
  async function verified(
    config: oidc.Configuration,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  ): Promise<PscSignIn> {
    const idToken = tokens.claims();
    if (!idToken) throw new PscCheckError('token');
    if (idToken.acr !== PSC_ACR) throw new PscCheckError('acr');
    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    return { idToken, userinfo: userinfo as Record<string, unknown> };
  }

  return {
    /** Asks the practitioner's phone to approve (CIBA, poll mode), with the code shown on both screens. */
    async startDecoupled(loginHint: string, bindingMessage: string) {
      try {
        const config = await configuration();
        const started = await oidc.initiateBackchannelAuthentication(config, {
          scope: PSC_SCOPES,
          acr_values: PSC_ACR,
          login_hint: loginHint,
          binding_message: bindingMessage,
        });
        return { authReqId: started.auth_req_id, expiresIn: started.expires_in };
      } catch (error) {
        throw new PscCheckError(failureOf(error), error);
      }
    },

    /** One look at the decoupled request: still waiting, refused, expired, or the verified sign-in. */
    async pollDecoupled(
      authReqId: string,
    ): Promise<{ status: 'pending' | 'refused' | 'expired' } | { status: 'approved'; signIn: PscSignIn }> {
      try {
        const config = await configuration();
        let tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
        try {
          tokens = await oidc.genericGrantRequest(config, 'urn:openid:params:grant-type:ciba', {
            auth_req_id: authReqId,
          });
        } catch (error) {
          if (!(error instanceof oidc.ResponseBodyError)) throw error;
          if (error.error === 'authorization_pending' || error.error === 'slow_down')
            return { status: 'pending' };
          if (error.error === 'access_denied') return { status: 'refused' };
          if (error.error === 'expired_token') return { status: 'expired' };
          throw error;
        }
        return { status: 'approved', signIn: await verified(config, tokens) };
      } catch (error) {
        throw new PscCheckError(failureOf(error), error);
      }
    },

    async authorizationUrl(checks: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
      let config: oidc.Configuration;
      try {
        config = await configuration();
      } catch (error) {
        throw new PscCheckError(failureOf(error), error);
      }
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: PSC_SCOPES,
        acr_values: PSC_ACR,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /** The code exchanged and every answer verified; PscCheckError says why one is refused. */
    async complete(
      callback: { code: string; state: string },
      checks: { nonce: string; codeVerifier: string },
    ): Promise<PscSignIn> {
      try {
        const config = await configuration();
        const currentUrl = new URL(settings.redirectUri);
        currentUrl.searchParams.set('code', callback.code);
        currentUrl.searchParams.set('state', callback.state);
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: callback.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        return await verified(config, tokens);
      } catch (error) {
        throw new PscCheckError(failureOf(error), error);
      }
    },
  };
}

export type PscClient = ReturnType<typeof createPscClient>;
