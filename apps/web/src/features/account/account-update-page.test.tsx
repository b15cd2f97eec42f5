import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProgress, updateProgress } from '../../lib/progress-store';
import AccountUpdatePage from './account-update-page';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// As the API answers it (UserReplySchema): the web parses the answer with that schema.
const user = {
  uuid: 'u-1',
  email: 'claire.benard@example.test',
  gender: 2,
  first_name: 'Claire',
  last_name: 'Benard',
  phone: '0612345678',
  nationality: 'FR',
  registration_type: 'existing_company',
  voucher: null,
  email_sponsor: null,
  identity_card_url: null,
  address_proof_url: null,
  complete: false,
  completed: false,
  sca: { configured: false, methods: [] },
  signup_request: [],
};

/** The API: GET /user answers the user, PUT /user answers `save`. */
function fakeApi(save: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      if (path === '/user' && (init?.method ?? 'GET') === 'GET') return json(200, user);
      if (path === '/user' && init?.method === 'PUT') return save();
      return json(404, { code: 'not_found', message: '' });
    }),
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/signup/user',
        element: <AccountUpdatePage />,
        handle: { journey: 'signup', name: 'user', step: 'account' },
      },
      { path: '/signup/account/proofs', element: <p>Justificatifs</p> },
    ],
    { initialEntries: ['/signup/user'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const next = () => screen.getByRole('button', { name: 'Suivant' });

describe('Account update page (the form hook on a journey screen)', () => {
  beforeEach(() => {
    updateProgress((progress) => ({ ...progress, journey: 'signup', user: { token: 'token-1' } }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetProgress();
  });

  it('says "fix the form" and marks the field when a required answer is missing', async () => {
    fakeApi(() => json(200, user));
    renderPage();
    const lastName = await screen.findByRole('textbox', { name: /^Nom/ });
    await userEvent.clear(lastName);
    await userEvent.click(next());
    expect(await screen.findByText('Des informations sont manquantes ou incorrectes.')).toBeInTheDocument();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a 422's messages at their fields, focused, and the others in the alert", async () => {
    fakeApi(() =>
      json(422, {
        code: 'validation_failed',
        message: 'invalid',
        fields: { phone: 'Numéro refusé par la banque', uuid: 'Compte verrouillé' },
      }),
    );
    renderPage();
    await screen.findByRole('textbox', { name: /^Nom/ });
    await userEvent.click(next());
    expect(await screen.findByText('Numéro refusé par la banque')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Téléphone/ })).toHaveFocus();
    expect(screen.getByText('Compte verrouillé')).toBeInTheDocument();
  });
});
