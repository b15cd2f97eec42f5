import { expect } from 'vitest';
import type { PscStandin } from '../../../../scripts/pro-sante-connect/standin-server';
import type { TestApp } from '../helpers/test-app';

/** Where the stand-in sends the practitioner back: the web app's callback page (never fetched). */
export const REDIRECT_URI = 'http://127.0.0.1:5471/pro-sante-connect/retour';

/** The API's settings for the stand-in. */
export const pscEnv = (standin: PscStandin) => ({
  PSC_ISSUER: standin.issuer,
  PSC_CLIENT_ID: standin.clientId,
  PSC_CLIENT_SECRET: standin.clientSecret,
  PSC_REDIRECT_URI: REDIRECT_URI,
});

/**
 * What the practitioner's browser does: asks the API to start, opens the federation's page,
 * picks a practitioner (or refuses), and comes back with the code and state.
 */
export async function authorizeAs(
  t: TestApp,
  who: string,
): Promise<{ code?: string; state: string; error?: string }> {
  const started = await t.app.inject({ method: 'POST', url: '/pro-sante-connect/start' });
  expect(started.statusCode).toBe(200);
  const authorizationUrl = new URL(started.json().authorization_url as string);
  const choicePage = await (await fetch(authorizationUrl)).text();
  const link = [...choicePage.matchAll(/href="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replaceAll('&#38;', '&').replaceAll('&amp;', '&'))
    .find((href) => new URL(href).searchParams.get('who') === who);
  if (!link) throw new Error(`no choice ${who} on the federation's page`);
  const back = await fetch(link, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
  const code = callback.searchParams.get('code');
  const error = callback.searchParams.get('error');
  return {
    state: callback.searchParams.get('state') ?? '',
    ...(code ? { code } : {}),
    ...(error ? { error } : {}),
  };
}

export const callback = (t: TestApp, body: object, language = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/pro-sante-connect/callback',
    headers: { 'x-language': language },
    payload: body,
  });
