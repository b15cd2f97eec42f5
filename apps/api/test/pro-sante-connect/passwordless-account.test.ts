import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PscStandin, startPscStandin } from '../../../../scripts/pro-sante-connect/standin-server';
import { fixedClock } from '../../src/clock';
import { PSC_LINK_TICKET_TTL_MS } from '../../src/modules/pro-sante-connect/psc-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_PRACTITIONERS_PATH, importDirectories } from '../sante/sante-fixtures';
import { authorizeAs, callback, pscEnv } from './psc-sign-in';

// A practitioner signed in with Pro Santé Connect creates the account without a password: the
// sign-in's ticket ties it in the same transaction, so it exists tied or not at all.

const CAMILLE_PRACTICE = '99000000100012';
const clock = fixedClock(new Date());

let standin: PscStandin;
let t: TestApp;
beforeAll(async () => {
  standin = await startPscStandin();
  t = await createTestApp({ clock, env: { ...pscEnv(standin), RATE_LIMIT_ENABLED: 'false' } });
  await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH]);
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

let accounts = 0;
/** The account step as the web sends it after the sign-in: no password, the ticket and the practice. */
function passwordlessAccount(ticket: string, overrides: Record<string, unknown> = {}) {
  accounts += 1;
  const email = `camille.martin.${accounts}@example.test`;
  return {
    gender: 2,
    first_name: 'Camille',
    last_name: 'Martin',
    phone: '+33 6 11 22 33 44',
    nationality: 'FR',
    email,
    email_repeat: email,
    registration_type: 'existing_company',
    pro_sante_connect: { link_ticket: ticket, practice_siret: CAMILLE_PRACTICE },
    ...overrides,
  };
}

const createAccount = (payload: { email: string }, language = 'fr') =>
  t.app.inject({ method: 'POST', url: '/user?accounts=false', headers: { 'x-language': language }, payload });

const ticketOf = async (who: string): Promise<string> => {
  const signIn = (await callback(t, await authorizeAs(t, who))).json();
  expect(signIn.link_ticket).toEqual(expect.any(String));
  return signIn.link_ticket as string;
};

const userWithEmail = (email: string) =>
  t.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

const tieOfPractitioner = (nationalId: string) =>
  t.deps.db.selectFrom('psc_accounts').selectAll().where('national_id', '=', nationalId).executeTakeFirst();

/** Leaves Camille untied again, so each test starts from a first sign-in. */
async function untieCamille(): Promise<void> {
  await t.deps.db.deleteFrom('psc_accounts').where('national_id', '=', '819900000001').execute();
}

describe('an account created with Pro Santé Connect has no password', () => {
  it('is created tied to the practitioner and the practice chosen, with no password hash, and its token works', async () => {
    await untieCamille();
    const body = passwordlessAccount(await ticketOf('camille-martin'));
    const created = await createAccount(body);
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    expect(user.token).toEqual(expect.any(String));
    const stored = await userWithEmail(body.email);
    expect(stored?.password_hash).toBeNull();
    const tie = await tieOfPractitioner('819900000001');
    expect(tie?.user_id).toBe(user.uuid);
    expect(JSON.parse(tie?.practice ?? 'null')).toMatchObject({ siret: CAMILLE_PRACTICE });
    const me = await t.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().uuid).toBe(user.uuid);
  });

  it('refuses a ticket spent already, in the caller’s language, and writes nothing', async () => {
    await untieCamille();
    const ticket = await ticketOf('camille-martin');
    expect((await createAccount(passwordlessAccount(ticket))).statusCode).toBe(201);
    await untieCamille();
    const again = passwordlessAccount(ticket);
    const reused = await createAccount(again, 'en');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().fields).toEqual({
      'pro_sante_connect.link_ticket':
        'Your Pro Santé Connect sign-in has expired or was already used: sign in again with Pro Santé Connect, or choose a password.',
    });
    expect(await userWithEmail(again.email)).toBeUndefined();
    expect(await tieOfPractitioner('819900000001')).toBeUndefined();
  });

  it('refuses a ticket older than its thirty minutes, and writes nothing', async () => {
    await untieCamille();
    const ticket = await ticketOf('camille-martin');
    clock.advance(PSC_LINK_TICKET_TTL_MS + 1000);
    const late = passwordlessAccount(ticket);
    const refused = await createAccount(late, 'de');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields['pro_sante_connect.link_ticket']).toBe(
      'Ihre Anmeldung mit Pro Santé Connect ist abgelaufen oder wurde bereits verwendet: Melden Sie sich erneut mit Pro Santé Connect an oder wählen Sie ein Passwort.',
    );
    expect(await userWithEmail(late.email)).toBeUndefined();
    expect(await tieOfPractitioner('819900000001')).toBeUndefined();
  });

  it('refuses a forged ticket with a password-less body, and writes nothing', async () => {
    const forged = passwordlessAccount('a-ticket-the-bank-never-issued');
    const refused = await createAccount(forged);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({
      'pro_sante_connect.link_ticket':
        'Votre connexion Pro Santé Connect a expiré ou a déjà servi\u00a0: reconnectez-vous avec Pro Santé Connect, ou choisissez un mot de passe.',
    });
    expect(await userWithEmail(forged.email)).toBeUndefined();
  });

  it('still asks the password and its confirmation of an account without the ticket', async () => {
    const { pro_sante_connect: _ticket, ...withoutTicket } = passwordlessAccount('unused');
    const refused = await createAccount(withoutTicket, 'en');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['password', 'password_repeat']);
    expect(await userWithEmail(withoutTicket.email)).toBeUndefined();
  });

  it('refuses a practice the sign-in did not list, and leaves the ticket for the right one', async () => {
    await untieCamille();
    const ticket = await ticketOf('camille-martin');
    const elsewhere = passwordlessAccount(ticket, {
      pro_sante_connect: { link_ticket: ticket, practice_siret: '99000000200010' },
    });
    const refused = await createAccount(elsewhere, 'en');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({
      'pro_sante_connect.practice_siret': 'This practice is not among those Pro Santé Connect listed.',
    });
    expect(await userWithEmail(elsewhere.email)).toBeUndefined();
    expect((await createAccount(passwordlessAccount(ticket))).statusCode).toBe(201);
  });

  it('refuses a second account for a practitioner tied meanwhile (409), and writes nothing', async () => {
    await untieCamille();
    // Two sign-ins before either account exists: two tickets for one practitioner.
    const first = await ticketOf('camille-martin');
    const second = await ticketOf('camille-martin');
    expect((await createAccount(passwordlessAccount(first))).statusCode).toBe(201);
    const twin = passwordlessAccount(second);
    const refused = await createAccount(twin, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This healthcare professional is already tied to another account.');
    expect(await userWithEmail(twin.email)).toBeUndefined();
  });

  it('keeps a password given with the ticket, held to the usual rules', async () => {
    await untieCamille();
    const ticket = await ticketOf('camille-martin');
    const weak = passwordlessAccount(ticket, { password: 'abcdefgh', password_repeat: 'abcdefgh' });
    expect((await createAccount(weak)).json().fields).toEqual({
      password: 'La sécurité du mot de passe est trop faible',
    });
    const body = passwordlessAccount(ticket, {
      password: 'Stéthoscope-2026',
      password_repeat: 'Stéthoscope-2026',
    });
    expect((await createAccount(body)).statusCode).toBe(201);
    expect((await userWithEmail(body.email))?.password_hash).toMatch(/^\$argon2id\$/);
  });
});

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

const login = (email: string, password: string, language: string) =>
  t.app.inject({
    method: 'GET',
    url: '/user/auth',
    headers: { authorization: basic(email, password), 'x-language': language },
  });

describe('signing in to an account without a password', () => {
  it('is reached again through Pro Santé Connect, with its usual session', async () => {
    await untieCamille();
    const created = (await createAccount(passwordlessAccount(await ticketOf('camille-martin')))).json();
    const again = (await callback(t, await authorizeAs(t, 'camille-martin'))).json();
    expect(again.link_ticket).toBeNull();
    expect(again.user.uuid).toBe(created.uuid);
    const me = await t.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `Bearer ${again.user.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().uuid).toBe(created.uuid);
  });

  it('is refused at the password login as a wrong password is, naming Pro Santé Connect to every caller alike', async () => {
    await untieCamille();
    const passwordless = passwordlessAccount(await ticketOf('camille-martin'));
    expect((await createAccount(passwordless)).statusCode).toBe(201);
    const typed = passwordlessAccount('unused', {
      password: 'Stéthoscope-2026',
      password_repeat: 'Stéthoscope-2026',
    });
    const { pro_sante_connect: _ticket, ...typedWithoutTicket } = typed;
    expect((await createAccount(typedWithoutTicket)).statusCode).toBe(201);

    const expected = {
      fr: "Le mot de passe est incorrect. Un compte créé avec Pro Santé Connect n'a pas de mot de passe\u00a0: connectez-vous avec Pro Santé Connect.",
      en: 'The password is incorrect. An account created with Pro Santé Connect has no password: sign in with Pro Santé Connect.',
      de: 'Das Passwort ist falsch. Ein mit Pro Santé Connect eröffnetes Konto hat kein Passwort: Melden Sie sich mit Pro Santé Connect an.',
    };
    for (const [language, message] of Object.entries(expected)) {
      // Any password, the empty one included, on the account without one.
      for (const password of ['Stéthoscope-2026', '']) {
        const refused = await login(passwordless.email, password, language);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ code: 'auth_failed', message });
      }
      // The same answer as a wrong password on a typed account, and as an unknown e-mail.
      const wrong = await login(typed.email, 'Not-the-password-1', language);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ code: 'auth_failed', message });
      const unknown = await login('nobody.here@example.test', 'Stéthoscope-2026', language);
      expect(unknown.json()).toEqual(wrong.json());
    }
    // The typed account still signs in with its password.
    expect((await login(typed.email, 'Stéthoscope-2026', 'fr')).statusCode).toBe(200);
  });
});

describe('Pro Santé Connect not configured', () => {
  it('refuses a password-less account, whatever ticket it carries', async () => {
    const off = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    try {
      const body = passwordlessAccount('a-ticket-of-another-configuration');
      const refused = await off.app.inject({ method: 'POST', url: '/user', payload: body });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().fields)).toEqual(['pro_sante_connect.link_ticket']);
      const stored = await off.deps.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', body.email)
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
