/**
 * A stand-in for Pro Santé Connect on loopback, for development and tests: the federation's
 * issuer path (`/auth/realms/esante-wallet`), its discovery document's own name
 * (`.well-known/wallet-openid-configuration`), the `openid scope_all` scopes, `eidas1`, an RS256
 * ID token, userinfo as a signed JWT with `SubjectRefPro`, and the decoupled flow (CIBA) with a
 * page standing for the practitioner's phone. Invented practitioners only.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STANDIN_PRACTITIONERS, type StandinPractitioner, userinfoClaims } from './practitioners';

export const REALM_PATH = '/auth/realms/esante-wallet';
export const DISCOVERY_NAME = '.well-known/wallet-openid-configuration';

/** What a test makes the provider do wrong, to see the bank's client refuse it. */
export interface StandinQuirks {
  /** The `acr` written in the ID token; null: none. Default eidas1. */
  acr?: string | null;
  /** Another issuer written in the ID token. */
  issuer?: string;
  /** Another audience written in the ID token. */
  audience?: string;
  /** Another nonce written in the ID token. */
  nonce?: string;
}

export interface StandinOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** How long a decoupled request waits for the phone, in seconds. */
  backchannelExpiresSeconds?: number;
}

interface PendingCode {
  practitioner: StandinPractitioner;
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string | undefined;
}

interface BackchannelRequest {
  practitioner: StandinPractitioner;
  bindingMessage: string;
  expiresAt: number;
  status: 'pending' | 'approved' | 'refused';
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signJwt(key: KeyObject, kid: string, claims: object): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const payload = base64url(JSON.stringify(claims));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${base64url(signature)}`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(response: ServerResponse, title: string, body: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`,
  );
}

function json(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export async function startPscStandin(options: StandinOptions = {}) {
  const clientId = options.clientId ?? 'bank-account-opening';
  const clientSecret = options.clientSecret ?? 'standin-client-secret';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, StandinPractitioner>();
  const backchannel = new Map<string, BackchannelRequest>();
  const quirks: StandinQuirks = {};
  /** Every request the stand-in received: a test sees who called it. */
  const requests: string[] = [];
  let issuer = '';

  const endpoint = (path: string) => `${issuer}/protocol/openid-connect/${path}`;

  function clientAuthenticated(request: IncomingMessage, form: URLSearchParams): boolean {
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    if (basic) {
      const [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
      return id === clientId && secret === clientSecret;
    }
    return form.get('client_id') === clientId && form.get('client_secret') === clientSecret;
  }

  function tokensFor(practitioner: StandinPractitioner, nonce: string | undefined, audience: string) {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = base64url(randomBytes(24));
    accessTokens.set(accessToken, practitioner);
    const acr = quirks.acr === undefined ? 'eidas1' : quirks.acr;
    const idToken = signJwt(privateKey, kid, {
      iss: quirks.issuer ?? issuer,
      aud: quirks.audience ?? audience,
      sub: practitioner.nationalId,
      iat: now,
      exp: now + 300,
      auth_time: now,
      ...(acr === null ? {} : { acr }),
      ...((quirks.nonce ?? nonce) ? { nonce: quirks.nonce ?? nonce } : {}),
      SubjectNameID: practitioner.nationalId,
    });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
      scope: 'openid scope_all',
    };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer || 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    const path = url.pathname.startsWith(REALM_PATH) ? url.pathname.slice(REALM_PATH.length) : null;
    try {
      if (path === `/${DISCOVERY_NAME}`) {
        return json(response, 200, {
          issuer,
          authorization_endpoint: endpoint('auth'),
          token_endpoint: endpoint('token'),
          userinfo_endpoint: endpoint('userinfo'),
          jwks_uri: endpoint('certs'),
          end_session_endpoint: endpoint('logout'),
          backchannel_authentication_endpoint: endpoint('ext/ciba/auth'),
          backchannel_token_delivery_modes_supported: ['poll'],
          backchannel_user_code_parameter_supported: false,
          grant_types_supported: ['authorization_code', 'urn:openid:params:grant-type:ciba'],
          response_types_supported: ['code'],
          scopes_supported: ['openid', 'scope_all'],
          acr_values_supported: ['eidas1'],
          claims_supported: [
            'sub',
            'SubjectNameID',
            'SubjectRefPro',
            'given_name',
            'family_name',
            'preferred_username',
          ],
          code_challenge_methods_supported: ['S256'],
          id_token_signing_alg_values_supported: ['RS256'],
          userinfo_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        });
      }
      if (path === '/protocol/openid-connect/certs') {
        return json(response, 200, {
          keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }],
        });
      }
      if (path === '/protocol/openid-connect/auth' && request.method === 'GET') {
        const params = url.searchParams;
        if (params.get('client_id') !== clientId || params.get('response_type') !== 'code') {
          return json(response, 400, { error: 'invalid_request' });
        }
        const request = randomUUID();
        codes.set(`pending:${request}`, {
          practitioner: STANDIN_PRACTITIONERS[0] as StandinPractitioner,
          clientId,
          redirectUri: params.get('redirect_uri') ?? '',
          nonce: params.get('nonce') ?? undefined,
          codeChallenge: params.get('code_challenge') ?? undefined,
        });
        const state = params.get('state') ?? '';
        const choose = (key: string) =>
          `${endpoint('auth/choose')}?${new URLSearchParams({ request, who: key, state })}`;
        const list = STANDIN_PRACTITIONERS.map(
          (p) =>
            `<li><a href="${escapeHtml(choose(p.key))}">${escapeHtml(`${p.givenName} ${p.familyName}`)}</a></li>`,
        ).join('');
        return page(
          response,
          'Pro Santé Connect (stand-in)',
          `<p>Choose a practitioner (invented people).</p><ul>${list}</ul><p><a href="${escapeHtml(choose('refuse'))}">Refuse</a></p>`,
        );
      }
      if (path === '/protocol/openid-connect/auth/choose') {
        const pending = codes.get(`pending:${url.searchParams.get('request')}`);
        if (!pending) return json(response, 400, { error: 'invalid_request' });
        codes.delete(`pending:${url.searchParams.get('request')}`);
        const back = new URL(pending.redirectUri);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        const practitioner = STANDIN_PRACTITIONERS.find((p) => p.key === url.searchParams.get('who'));
        if (!practitioner) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = base64url(randomBytes(24));
          codes.set(code, { ...pending, practitioner });
          back.searchParams.set('code', code);
        }
        response.writeHead(302, { location: back.href });
        return response.end();
      }
      if (path === '/protocol/openid-connect/token' && request.method === 'POST') {
        const form = await readForm(request);
        if (!clientAuthenticated(request, form)) return json(response, 401, { error: 'invalid_client' });
        if (form.get('grant_type') === 'authorization_code') {
          const code = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (!code || code.redirectUri !== form.get('redirect_uri') || code.codeChallenge !== challenge) {
            return json(response, 400, { error: 'invalid_grant' });
          }
          return json(response, 200, tokensFor(code.practitioner, code.nonce, clientId));
        }
        if (form.get('grant_type') === 'urn:openid:params:grant-type:ciba') {
          const pending = backchannel.get(form.get('auth_req_id') ?? '');
          if (!pending) return json(response, 400, { error: 'invalid_grant' });
          if (Date.now() > pending.expiresAt) return json(response, 400, { error: 'expired_token' });
          if (pending.status === 'pending') return json(response, 400, { error: 'authorization_pending' });
          backchannel.delete(form.get('auth_req_id') ?? '');
          if (pending.status === 'refused') return json(response, 400, { error: 'access_denied' });
          return json(response, 200, tokensFor(pending.practitioner, undefined, clientId));
        }
        return json(response, 400, { error: 'unsupported_grant_type' });
      }
      if (path === '/protocol/openid-connect/userinfo') {
        const token = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? '';
        const practitioner = accessTokens.get(token);
        if (!practitioner) return json(response, 401, { error: 'invalid_token' });
        const now = Math.floor(Date.now() / 1000);
        const claims = { ...userinfoClaims(practitioner), iss: issuer, aud: clientId, iat: now };
        response.writeHead(200, { 'content-type': 'application/jwt' });
        return response.end(signJwt(privateKey, kid, claims));
      }
      if (path === '/protocol/openid-connect/ext/ciba/auth' && request.method === 'POST') {
        const form = await readForm(request);
        if (!clientAuthenticated(request, form)) return json(response, 401, { error: 'invalid_client' });
        const practitioner = STANDIN_PRACTITIONERS.find((p) => p.nationalId === form.get('login_hint'));
        if (!practitioner) return json(response, 400, { error: 'unknown_user_id' });
        const authReqId = randomUUID();
        const expiresIn = options.backchannelExpiresSeconds ?? 120;
        backchannel.set(authReqId, {
          practitioner,
          bindingMessage: form.get('binding_message') ?? '',
          expiresAt: Date.now() + expiresIn * 1000,
          status: 'pending',
        });
        return json(response, 200, { auth_req_id: authReqId, expires_in: expiresIn, interval: 1 });
      }
      // The page standing for the practitioner's phone (e-CPS): approve or refuse a pending request.
      if (path === '/phone') {
        const id = url.searchParams.get('request');
        const answer = url.searchParams.get('answer');
        const pending = id ? backchannel.get(id) : undefined;
        if (pending && (answer === 'approve' || answer === 'refuse')) {
          pending.status = answer === 'approve' ? 'approved' : 'refused';
          return page(response, 'e-CPS', '<p>Done.</p>');
        }
        const items = [...backchannel.entries()]
          .filter(([, r]) => r.status === 'pending' && Date.now() <= r.expiresAt)
          .map(
            ([key, r]) =>
              `<li>${escapeHtml(`${r.practitioner.givenName} ${r.practitioner.familyName}`)} — code <strong>${escapeHtml(r.bindingMessage)}</strong> <a href="?request=${key}&answer=approve">Approve</a> <a href="?request=${key}&answer=refuse">Refuse</a></li>`,
          )
          .join('');
        return page(response, 'e-CPS (stand-in phone)', `<ul>${items}</ul>`);
      }
      json(response, 404, { error: 'not_found' });
    } catch {
      json(response, 500, { error: 'server_error' });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  issuer = `http://127.0.0.1:${port}${REALM_PATH}`;
  return {
    issuer,
    discoveryUrl: `${issuer}/${DISCOVERY_NAME}`,
    phoneUrl: `${issuer}/phone`,
    clientId,
    clientSecret,
    quirks,
    requests,
    /** The choice page's link for a practitioner, as the test's browser would follow it. */
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PscStandin = Awaited<ReturnType<typeof startPscStandin>>;
