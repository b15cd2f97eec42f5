import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../../lib/runtime-config';
import { PscSignInButton } from './psc-button';
import { pscJourney } from './psc-sign-in-store';

function renderButton() {
  const router = createMemoryRouter(
    [
      { path: '/enrollment', element: <PscSignInButton journey="enrollment" /> },
      { path: '/pro-sante-connect/telephone', element: <h1>Téléphone</h1> },
    ],
    { initialEntries: ['/enrollment'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const withPsc = (on: boolean) =>
  setRuntimeConfig({
    ...DEFAULT_RUNTIME_CONFIG,
    features: { ...DEFAULT_RUNTIME_CONFIG.features, proSanteConnect: on },
  });

afterEach(() => {
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the "Se connecter avec Pro Santé Connect" button', () => {
  it('is absent when the bank does not offer Pro Santé Connect', () => {
    withPsc(false);
    renderButton();
    expect(screen.queryByRole('button', { name: /Pro Santé Connect/ })).toBeNull();
  });

  it("goes to the federation's authorization address the API gives, remembering the journey", async () => {
    withPsc(true);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input)).pathname === '/pro-sante-connect/start'
          ? new Response(JSON.stringify({ authorization_url: 'http://127.0.0.1:8090/auth?state=x' }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            })
          : new Response('{}', { status: 404 }),
      ),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter avec Pro Santé Connect' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:8090/auth?state=x'));
    expect(pscJourney()).toBe('enrollment');
  });

  it('offers the phone approval for a desktop without a card reader', async () => {
    withPsc(true);
    const router = renderButton();
    await userEvent.click(screen.getByRole('link', { name: /Valider avec l’application e-CPS/ }));
    expect(router.state.location.pathname).toBe('/pro-sante-connect/telephone');
  });
});
