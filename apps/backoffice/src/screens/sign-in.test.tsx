import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const CASES = { items: [], total: 0, capped: false, page: 1, page_size: 25, sla_working_days: 2 };

describe('sign-in', () => {
  it('sends e-mail, password and code with the cookie, then shows the cases and who is signed in', async () => {
    let signedIn = false;
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session')
        return signedIn
          ? { body: SESSION }
          : { status: 401, body: { code: 'unauthenticated', message: 'x' } };
      if (route(call) === 'POST /backoffice/session') {
        signedIn = true;
        return { body: SESSION };
      }
      if (route(call) === 'GET /backoffice/cases') return { body: CASES };
      return undefined;
    });
    renderApp('/cases');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'alice@bank.example');
    await user.type(screen.getByLabelText('Mot de passe'), 'Registre-des-comptes-2026');
    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: "Dossiers d'ouverture" })).toBeInTheDocument();
    expect(screen.getByText('Alice Martin · Chargé de conformité')).toBeInTheDocument();
    const post = api.calls.find((call) => route(call) === 'POST /backoffice/session');
    expect(post?.body).toEqual({
      email: 'alice@bank.example',
      password: 'Registre-des-comptes-2026',
      code: '123456',
    });
    expect(post?.credentials).toBe('include');
    // A reviewer is not shown the journal check.
    expect(screen.queryByRole('link', { name: 'Intégrité du journal' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal, empties the code, and asks for every field", async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session')
        return { status: 401, body: { code: 'unauthenticated', message: 'x' } };
      if (route(call) === 'POST /backoffice/session')
        return {
          status: 401,
          body: {
            code: 'auth_failed',
            message: "L'adresse e-mail, le mot de passe ou le code de vérification est incorrect.",
          },
        };
      return undefined;
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(3);
    await user.type(screen.getByLabelText('Adresse e-mail'), 'alice@bank.example');
    await user.type(screen.getByLabelText('Mot de passe'), 'wrong');
    await user.type(screen.getByLabelText('Code de vérification'), '000000');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('le code de vérification est incorrect');
    await waitFor(() => expect(screen.getByLabelText('Code de vérification')).toHaveValue(''));
  });

  it('signs out with the CSRF token and returns to sign-in', async () => {
    let signedIn = true;
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session')
        return signedIn
          ? { body: { ...SESSION, operator: { ...SESSION.operator, role: 'auditor' } } }
          : { status: 401 };
      if (route(call) === 'GET /backoffice/cases') return { body: CASES };
      if (route(call) === 'DELETE /backoffice/session') {
        signedIn = false;
        return { status: 204 };
      }
      return undefined;
    });
    renderApp('/cases');
    const user = userEvent.setup();
    // An auditor sees the journal check.
    expect(await screen.findByRole('link', { name: 'Intégrité du journal' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Connexion au back-office' })).toBeInTheDocument();
    const signOut = api.calls.find((call) => route(call) === 'DELETE /backoffice/session');
    expect(signOut?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('goes back to sign-in with the reason when the session expired', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases')
        return {
          status: 401,
          body: { code: 'unauthenticated', message: 'Votre session a expiré. Veuillez vous reconnecter.' },
        };
      return undefined;
    });
    renderApp('/cases');
    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connexion au back-office' })).toBeInTheDocument();
  });
});
