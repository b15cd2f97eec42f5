import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../shared/journey/paths';
import { keepPscJourney, keptPscSignIn } from '../../shared/pro-sante-connect/psc-sign-in-store';
import { firstSignIn, json } from '../../shared/pro-sante-connect/psc-test-fixtures';
import PscDecoupledPage from './psc-decoupled-page';
import PscPracticePage from './psc-practice-page';
import PscReturnPage from './psc-return-page';

type Answer = (path: string, body: unknown) => Response;

/** The API: each call's path and body to `answer`; the calls are kept for the assertions. */
function fakeApi(answer: Answer) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ path, body });
      return answer(path, body);
    }),
  );
  return calls;
}

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: paths.pscReturn, element: <PscReturnPage /> },
      { path: paths.pscPractice, element: <PscPracticePage /> },
      { path: paths.pscPhone, element: <PscDecoupledPage /> },
      { path: '/signup', element: <h1>Création du compte</h1> },
      { path: '/', element: <h1>Accueil</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  keepPscJourney('signup');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the return page', () => {
  it('sends the code and state once, then offers the liberal practices with their SIRET and FINESS', async () => {
    const calls = fakeApi((path) =>
      path === '/pro-sante-connect/callback' ? json(200, firstSignIn) : json(404, {}),
    );
    renderAt(`${paths.pscReturn}?code=the-code&state=the-state`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Votre lieu d’exercice' })).toBeVisible();
    const sent = calls.filter((call) => call.path === '/pro-sante-connect/callback');
    expect(sent).toEqual([
      { path: '/pro-sante-connect/callback', body: { code: 'the-code', state: 'the-state' } },
    ]);
    expect(screen.getByText('Vérifié par Pro Santé Connect')).toBeVisible();
    expect(screen.getByText('RPPS 19900000001')).toBeVisible();
    expect(screen.getByRole('radio', { name: /CABINET DU DR MARTIN/ })).toBeVisible();
    expect(screen.getByText('SIRET 990 000 001 00012')).toBeVisible();
    expect(screen.getByText('FINESS 690000026')).toBeVisible();
  });

  it("shows the API's refusal in the customer's words, with the way back to the account step", async () => {
    const refusal = 'Votre numéro RPPS 19900000027 est absent de l’annuaire importé par la banque.';
    fakeApi((path) =>
      path === '/pro-sante-connect/callback'
        ? json(409, { code: 'conflict', message: refusal })
        : json(404, {}),
    );
    const router = renderAt(`${paths.pscReturn}?code=c&state=s`);

    expect(await screen.findByText(refusal)).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Connexion Pro Santé Connect impossible' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Revenir à la création du compte' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(keptPscSignIn()).toBeNull();
  });

  it("sends the federation's own refusal (access_denied) for the API to spend the state", async () => {
    const calls = fakeApi(() => json(409, { code: 'conflict', message: 'Connexion refusée.' }));
    renderAt(`${paths.pscReturn}?error=access_denied&state=s`);
    expect(await screen.findByText('Connexion refusée.')).toBeVisible();
    expect(calls.find((call) => call.path === '/pro-sante-connect/callback')?.body).toEqual({
      error: 'access_denied',
      state: 's',
    });
  });

  it('refuses an address without state without calling the API', async () => {
    const calls = fakeApi(() => json(404, {}));
    renderAt(`${paths.pscReturn}?code=c`);
    expect(await screen.findByText(/incomplet/)).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/pro-sante-connect'))).toEqual([]);
  });
});

describe('the practice choice', () => {
  it('preselects the only liberal practice, so one click goes on', async () => {
    const single = { ...firstSignIn, practices: firstSignIn.practices.slice(0, 1) };
    fakeApi((path) => (path === '/pro-sante-connect/callback' ? json(200, single) : json(404, {})));
    const router = renderAt(`${paths.pscReturn}?code=c&state=s`);
    expect(await screen.findByRole('radio', { name: /CABINET DU DR MARTIN/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(keptPscSignIn()?.practice?.siret).toBe('99000000100012');
  });

  it('keeps the chosen practice, whose SIRET starts the company search, and goes to the account step', async () => {
    fakeApi((path) => (path === '/pro-sante-connect/callback' ? json(200, firstSignIn) : json(404, {})));
    const router = renderAt(`${paths.pscReturn}?code=c&state=s`);
    const next = await screen.findByRole('button', { name: 'Suivant' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /MAISON DE SANTÉ DES PENTES/ }));
    await userEvent.click(next);
    expect(router.state.location.pathname).toBe('/signup');
    expect(keptPscSignIn()?.practice?.siret).toBe('99000000300018');
    expect(keptPscSignIn()?.practice?.finess).toBe('690000026');
    expect(keptPscSignIn()?.linkTicket).toBe('ticket-of-this-sign-in');
  });
});

describe('the phone approval (e-CPS)', () => {
  async function askWithRpps(statuses: string[]) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeApi((path) => {
      if (path === '/pro-sante-connect/decoupled')
        return json(200, { request_id: 'r-1', binding_message: '42', expires_at: '2026-11-28T10:02:00Z' });
      if (path === '/pro-sante-connect/decoupled/r-1/poll') {
        const status = statuses.shift() ?? 'pending';
        return json(200, { status, sign_in: status === 'approved' ? firstSignIn : null });
      }
      return json(404, {});
    });
    const router = renderAt(paths.pscPhone);
    await userEvent.type(screen.getByRole('textbox', { name: /Numéro RPPS ou ADELI/ }), '199 000 000 01');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande à mon téléphone' }));
    expect(await screen.findByText('42')).toBeVisible();
    return { calls, router };
  }

  it('refuses a number that is neither an RPPS nor an ADELI, at its field', async () => {
    const calls = fakeApi(() => json(404, {}));
    renderAt(paths.pscPhone);
    const number = screen.getByRole('textbox', { name: /Numéro RPPS ou ADELI/ });
    await userEvent.type(number, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande à mon téléphone' }));
    expect(number).toHaveAccessibleDescription(/Saisissez votre numéro RPPS/);
    expect(calls.filter((call) => call.path.startsWith('/pro-sante-connect'))).toEqual([]);
  });

  it('shows the two digits, asks until approved, then offers the practices', async () => {
    const { calls } = await askWithRpps(['pending', 'approved']);
    expect(calls.find((call) => call.path === '/pro-sante-connect/decoupled')?.body).toEqual({
      national_id: '819900000001',
    });
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre lieu d’exercice' })).toBeVisible();
    expect(calls.filter((call) => call.path.endsWith('/poll'))).toHaveLength(2);
  });

  it('says the phone refused, and lets the practitioner send a new request', async () => {
    await askWithRpps(['refused']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByText('Demande refusée')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Envoyer une nouvelle demande' })).toBeEnabled();
    expect(keptPscSignIn()).toBeNull();
  });

  it('says the request expired, and lets the practitioner send a new request', async () => {
    await askWithRpps(['pending', 'expired']);
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByText('Demande expirée')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Envoyer une nouvelle demande' })).toBeEnabled();
    expect(keptPscSignIn()).toBeNull();
  });
});
