import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PscStandin, startPscStandin } from '../../../../scripts/pro-sante-connect/standin-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import {
  DEMO_ESTABLISHMENTS_PATH,
  DEMO_PRACTITIONERS_PATH,
  importDirectories,
} from '../sante/sante-fixtures';
import { authorizeAs, callback, pscEnv, REDIRECT_URI } from './psc-sign-in';

let standin: PscStandin;
let t: TestApp;
beforeAll(async () => {
  standin = await startPscStandin();
  t = await createTestApp({ env: pscEnv(standin) });
  await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH, DEMO_ESTABLISHMENTS_PATH]);
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});
afterEach(() => {
  for (const key of Object.keys(standin.quirks)) delete standin.quirks[key as keyof typeof standin.quirks];
});

const signIn = async (who: string, language = 'fr') => callback(t, await authorizeAs(t, who), language);

describe('sign-in with Pro Santé Connect', () => {
  it('asks the federation for the code flow with PKCE, state, nonce, scope_all and eidas1, at its own discovery name', async () => {
    const started = await t.app.inject({ method: 'POST', url: '/pro-sante-connect/start' });
    const url = new URL(started.json().authorization_url as string);
    expect(url.href.startsWith(`${standin.issuer}/protocol/openid-connect/auth`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: standin.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid scope_all',
      acr_values: 'eidas1',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(standin.requests).toContain(
      'GET /auth/realms/esante-wallet/.well-known/wallet-openid-configuration',
    );
    expect(standin.requests).not.toContain('GET /auth/realms/esante-wallet/.well-known/openid-configuration');
  });

  it("maps a general practitioner's claims to the opening: names, civility, RPPS, profession, liberal practices only", async () => {
    const response = await signIn('camille-martin');
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.identity).toMatchObject({
      gender: 2,
      first_name: 'Camille',
      last_name: 'MARTIN',
      national_id: '819900000001',
      directory: 'rpps',
      professional_number: '19900000001',
      profession_code: '10',
      // General medicine (SM54): the questionnaire proposes "general practitioner".
      specialty_code: 'SM54',
      directory_status: 'verified',
      verified_by: 'pro_sante_connect',
    });
    // The salaried hospital post is not offered: only the liberal practice, its SIRET for the company search.
    expect(reply.practices).toEqual([
      {
        siret: '99000000100012',
        siren: '990000001',
        finess: null,
        name: 'CABINET DU DR MARTIN',
        postcode: '69003',
        city: 'LYON',
        registering_authority: 'CNOM/CNOM/CNOM',
        // Her practice's structure gives no phone in the directory.
        phone: null,
      },
    ]);
    expect(reply.user).toBeNull();
    expect(reply.link_ticket).toEqual(expect.any(String));
  });

  it('carries the e-mail the agency vouched for, and none when the federation gives none', async () => {
    const vouched = await signIn('sophie-le-goff');
    expect(vouched.statusCode).toBe(200);
    expect(vouched.json().identity.email).toBe('sophie.legoff@cabinet-legoff.example.test');
    const without = await signIn('camille-martin');
    expect(without.json().identity.email).toBeNull();
  });

  it("ties the account the practitioner creates, then opens that account's usual session at the next sign-in", async () => {
    const first = (await signIn('camille-martin')).json();
    const user = await createTestUser(t.deps);
    // A practice the sign-in did not list is refused, and the ticket stays usable.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/pro-sante-connect/link',
      headers: user.headers,
      payload: { link_ticket: first.link_ticket, practice_siret: '99000000200010' },
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(
      'Ce lieu d’exercice ne fait pas partie de ceux que Pro Santé Connect a indiqués.',
    );
    const linked = await t.app.inject({
      method: 'POST',
      url: '/pro-sante-connect/link',
      headers: user.headers,
      payload: { link_ticket: first.link_ticket, practice_siret: '99000000100012' },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().identity.national_id).toBe('819900000001');
    // The practice chosen is kept with the account: the case's professional-status evidence.
    expect(linked.json().practice).toMatchObject({ siret: '99000000100012', name: 'CABINET DU DR MARTIN' });
    expect(await t.app.services.proSanteConnect.evidenceOfUser(user.id)).toMatchObject({
      identity: { national_id: '819900000001', verified_by: 'pro_sante_connect' },
      practice: { siret: '99000000100012' },
    });
    // The customer's own pages read it on any device: "vérifié par Pro Santé Connect".
    const status = await t.app.inject({
      method: 'GET',
      url: '/pro-sante-connect/professional-status',
      headers: user.headers,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().professional_status).toMatchObject({
      identity: { professional_number: '19900000001', verified_by: 'pro_sante_connect', acr: 'eidas1' },
      practice: { siret: '99000000100012' },
    });
    // The whole record of her sites, the salaried post included: what the questionnaire's
    // "do you also work as an employee?" is proposed from.
    expect(status.json().professional_status.identity.practice_sites).toEqual([
      { mode: 'liberal', siret: '99000000100012', name: 'CABINET DU DR MARTIN' },
      { mode: 'salaried', siret: '99000000200010', name: 'CENTRE HOSPITALIER DE DEMONSTRATION' },
    ]);
    // The ticket is spent.
    const again = await t.app.inject({
      method: 'POST',
      url: '/pro-sante-connect/link',
      headers: user.headers,
      payload: { link_ticket: first.link_ticket },
    });
    expect(again.statusCode).toBe(409);

    const next = (await signIn('camille-martin')).json();
    expect(next.link_ticket).toBeNull();
    expect(next.user.uuid).toBe(user.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `Bearer ${next.user.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().uuid).toBe(user.id);
  });

  it('refuses a missing assurance level, and one below eidas1, in the three languages', async () => {
    standin.quirks.acr = null;
    const missing = await signIn('camille-martin', 'en');
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(
      'Pro Santé Connect did not confirm the assurance level asked for (eIDAS low): please sign in again with your CPS card or the e-CPS app.',
    );
    standin.quirks.acr = 'eidas0';
    const low = await signIn('camille-martin', 'de');
    expect(low.statusCode).toBe(409);
    expect(low.json().message).toContain('Vertrauensniveau (eIDAS niedrig)');
    const fr = await signIn('camille-martin', 'fr');
    expect(fr.json().message).toContain('niveau de garantie demandé (eIDAS faible)');
  });

  it('refuses an ID token from another issuer, and one for another audience', async () => {
    standin.quirks.issuer = 'http://127.0.0.1:9/auth/realms/esante-wallet';
    const issuer = await signIn('camille-martin', 'en');
    expect(issuer.statusCode).toBe(409);
    expect(issuer.json().message).toContain('unexpected issuer or audience');
    delete standin.quirks.issuer;
    standin.quirks.audience = 'another-service';
    const audience = await signIn('camille-martin', 'en');
    expect(audience.statusCode).toBe(409);
    expect(audience.json().message).toContain('unexpected issuer or audience');
  });

  it('refuses a replayed state, and an ID token carrying another nonce', async () => {
    const answer = await authorizeAs(t, 'camille-martin');
    expect((await callback(t, answer)).statusCode).toBe(200);
    const replayed = await callback(t, answer, 'en');
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().message).toBe(
      'This Pro Santé Connect sign-in was already used or has expired: please start again.',
    );
    const unknown = await callback(t, { state: 'never-issued', code: 'x' }, 'en');
    expect(unknown.statusCode).toBe(409);

    standin.quirks.nonce = 'a-nonce-of-another-sign-in';
    const nonce = await signIn('camille-martin', 'en');
    expect(nonce.statusCode).toBe(409);
    expect(nonce.json().message).toBe(replayed.json().message);
  });

  it('refuses a practitioner without a liberal practice, and one absent from the imported directory', async () => {
    const salaried = await signIn('salaried-only', 'en');
    expect(salaried.statusCode).toBe(409);
    expect(salaried.json().message).toBe(
      'Pro Santé Connect shows no private practice for you: please enter your details yourself.',
    );
    const absent = await signIn('not-in-directory', 'fr');
    expect(absent.statusCode).toBe(409);
    expect(absent.json().message).toBe(
      "Votre identifiant 19900000993 est absent de l'annuaire des professionnels de santé importé par la banque\u00a0: saisissez vos informations vous-même.",
    );
    expect(absent.json().identity).toBeUndefined();
  });

  it('says so when the practitioner refuses at the federation', async () => {
    const refused = await signIn('refuse', 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The sign-in with Pro Santé Connect was refused.');
  });

  it('calls nothing but the loopback federation during a whole sign-in', async () => {
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
    try {
      // A fresh client: the discovery is fetched again too.
      const fresh = await createTestApp({ env: pscEnv(standin) });
      try {
        await importDirectories(fresh.deps, [DEMO_PRACTITIONERS_PATH]);
        expect((await callback(fresh, await authorizeAs(fresh, 'camille-martin'))).statusCode).toBe(200);
      } finally {
        await fresh.close();
      }
    } finally {
      spy.mockRestore();
    }
    expect(calls.length).toBeGreaterThanOrEqual(5);
    for (const url of calls) expect(new URL(url).hostname).toBe('127.0.0.1');
  });
});

describe('Pro Santé Connect not configured', () => {
  it('offers no sign-in: the start is a 404 and the web is told to show no button', async () => {
    const off = await createTestApp();
    try {
      const started = await off.app.inject({ method: 'POST', url: '/pro-sante-connect/start' });
      expect(started.statusCode).toBe(404);
      const config = await off.app.inject({ method: 'GET', url: '/config' });
      expect(config.json().features.proSanteConnect).toBe(false);
    } finally {
      await off.close();
    }
    const on = await t.app.inject({ method: 'GET', url: '/config' });
    expect(on.json().features.proSanteConnect).toBe(true);
  });
});
