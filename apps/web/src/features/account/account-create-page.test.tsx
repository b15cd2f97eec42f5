import type { Locale } from '@app/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import type { JourneyRouteHandle } from '../../shared/journey/journey-routes';
import { keepPscSignIn, keptPscSignIn } from '../../shared/pro-sante-connect/psc-sign-in-store';
import { firstSignIn, json } from '../../shared/pro-sante-connect/psc-test-fixtures';
import AccountCreatePage from './account-create-page';
import { markRequiredDocumentsSeen } from './required-documents-seen';

const VOUCHED_EMAIL = 'camille.martin@cabinet-martin.example.fr';

function renderAccountStep() {
  const handle: JourneyRouteHandle = { journey: 'signup', name: 'account-create', step: 'account' };
  const router = createMemoryRouter(
    [
      { path: '/signup', element: <AccountCreatePage />, handle },
      { path: '*', element: <h1>Étape suivante</h1> },
    ],
    { initialEntries: ['/signup'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  sessionStorage.clear();
  markRequiredDocumentsSeen();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(404, {})),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await initI18n('fr');
});

/** The API: each call's path and body to `answer`; the calls are kept for the assertions. */
function fakeApi(answer: (path: string) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      return answer(path);
    }),
  );
  return calls;
}

const createdUser = {
  uuid: '0b6f3f8e-2a55-4d7e-9c43-0d1c2f6a1b11',
  token: 'session-token',
  token_expires_at: '2026-11-29T12:00:00.000Z',
  gender: 2,
  first_name: 'Camille',
  last_name: 'MARTIN',
  email: VOUCHED_EMAIL,
  phone: '+33 6 11 22 33 44',
  nationality: 'FR',
  registration_type: 'new_company',
  voucher: null,
  email_sponsor: null,
  identity_card_url: null,
  address_proof_url: null,
  complete: false,
  completed: false,
  sca: { configured: false, methods: [] },
  signup_request: [],
};

const signedInWithVouchedEmail = () =>
  keepPscSignIn({ ...firstSignIn, identity: { ...firstSignIn.identity, email: VOUCHED_EMAIL } }, 'signup');

describe('the account step of a practitioner signed in with Pro Santé Connect: no password', () => {
  // The page's no-break spaces read as spaces to the queries (Testing Library folds white space).
  const passwordless: Record<Locale, { sentence: string; password: RegExp }> = {
    fr: {
      sentence:
        'Pas de mot de passe à choisir : vous accéderez à votre compte en vous connectant avec Pro Santé Connect.',
      password: /^Mot de passe/,
    },
    en: {
      sentence: 'No password to choose: you will reach your account by signing in with Pro Santé Connect.',
      password: /^Password/,
    },
    de: {
      sentence:
        'Kein Passwort nötig: Sie erreichen Ihr Konto, indem Sie sich mit Pro Santé Connect anmelden.',
      password: /^Passwort/,
    },
  };

  for (const [language, words] of Object.entries(passwordless) as [Locale, (typeof passwordless)['fr']][]) {
    it(`asks no password and says how the account is reached (${language})`, async () => {
      await initI18n(language);
      signedInWithVouchedEmail();
      renderAccountStep();
      expect(await screen.findByText(words.sentence)).toBeVisible();
      expect(screen.queryByLabelText(words.password)).toBeNull();
    });
  }

  it('asks the password, and says nothing of Pro Santé Connect, to a person who typed everything', async () => {
    renderAccountStep();
    expect(await screen.findByLabelText(/^Mot de passe/)).toBeVisible();
    expect(screen.getByLabelText(/^Confirmation du mot de passe/)).toBeVisible();
    expect(screen.queryByText(/Pas de mot de passe à choisir/)).toBeNull();
  });

  it('creates the account with the ticket and the practice in place of a password, then forgets the spent ticket', async () => {
    const calls = fakeApi((path) => (path === '/user' ? json(201, createdUser) : json(404, {})));
    signedInWithVouchedEmail();
    renderAccountStep();
    await userEvent.type(await screen.findByLabelText(/^Téléphone mobile/), '06 11 22 33 44');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { name: 'Étape suivante' })).toBeVisible();

    const created = calls.filter((call) => call.path === '/user');
    expect(created).toHaveLength(1);
    const body = created[0]?.body as Record<string, unknown>;
    expect(body.pro_sante_connect).toEqual({ link_ticket: 'ticket-of-this-sign-in', practice_siret: null });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('password_repeat');
    // Tied at its creation: nothing left to tie afterwards.
    expect(calls.some((call) => call.path === '/pro-sante-connect/link')).toBe(false);
    expect(keptPscSignIn()?.linkTicket).toBeNull();
    expect(keptPscSignIn()?.identity.national_id).toBe('819900000001');
  });

  it('asks a password once the API says the ticket is late or spent, with its words', async () => {
    const refusal =
      'Votre connexion Pro Santé Connect a expiré ou a déjà servi : reconnectez-vous avec Pro Santé Connect, ou choisissez un mot de passe.';
    fakeApi((path) =>
      path === '/user'
        ? json(422, {
            code: 'validation_failed',
            message: 'Le formulaire contient des erreurs',
            fields: { 'pro_sante_connect.link_ticket': refusal },
          })
        : json(404, {}),
    );
    signedInWithVouchedEmail();
    renderAccountStep();
    await userEvent.type(await screen.findByLabelText(/^Téléphone mobile/), '06 11 22 33 44');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByText(refusal)).toBeVisible();
    expect(await screen.findByLabelText(/^Mot de passe/)).toBeVisible();
    expect(screen.queryByText(/Pas de mot de passe à choisir/)).toBeNull();
    // Nothing claims a verification the API lacks.
    await waitFor(() => expect(keptPscSignIn()).toBeNull());
    expect(screen.queryByText('Vérifié par Pro Santé Connect')).toBeNull();
  });
});

describe('the account step after Pro Santé Connect', () => {
  it('shows the e-mail the agency vouched for, filled, and does not ask it a second time', async () => {
    keepPscSignIn({ ...firstSignIn, identity: { ...firstSignIn.identity, email: VOUCHED_EMAIL } }, 'signup');
    renderAccountStep();
    expect(await screen.findByLabelText(/^Adresse e-mail/)).toHaveValue(VOUCHED_EMAIL);
    expect(screen.getByText(/Adresse confirmée auprès de Pro Santé Connect/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Confirmation de l'adresse e-mail/)).toBeNull();
  });

  it('asks the confirmation again once the person changes the vouched e-mail, empty', async () => {
    keepPscSignIn({ ...firstSignIn, identity: { ...firstSignIn.identity, email: VOUCHED_EMAIL } }, 'signup');
    renderAccountStep();
    const email = await screen.findByLabelText(/^Adresse e-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'camille@autre.example.fr');
    expect(await screen.findByLabelText(/Confirmation de l'adresse e-mail/)).toHaveValue('');
    expect(screen.queryByText(/Adresse confirmée auprès de Pro Santé Connect/)).toBeNull();
  });

  it('asks both when the federation gave no e-mail', async () => {
    keepPscSignIn(firstSignIn, 'signup');
    renderAccountStep();
    expect(await screen.findByLabelText(/^Adresse e-mail/)).toHaveValue('');
    expect(screen.getByLabelText(/Confirmation de l'adresse e-mail/)).toHaveValue('');
  });
});
