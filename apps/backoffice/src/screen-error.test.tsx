import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './app';
import { initI18n } from './lib/i18n';
import { ScreenError } from './screen-error';
import { expectAccessible } from './test/axe';

function Failing(): never {
  throw new TypeError("Cannot read properties of null (reading 'sendWithPromise')");
}

afterEach(() => {
  vi.restoreAllMocks();
  initI18n('fr');
});

/** A screen of the signed-in shell that throws while drawing. */
function renderFailingScreen() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav aria-label="Menu" />
            <Outlet />
          </>
        ),
        children: [
          { errorElement: <ScreenError />, children: [{ path: '/cases/c1', element: <Failing /> }] },
        ],
      },
    ],
    { initialEntries: ['/cases/c1'] },
  );
  render(<RouterProvider router={router} />);
}

describe('a screen that fails while drawing', () => {
  it('keeps the shell and says so in the operator’s language, focused, with a way to reload', async () => {
    renderFailingScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cet écran a rencontré une erreur');
    expect(screen.getByRole('heading', { level: 1, name: 'Cet écran a rencontré une erreur' })).toHaveFocus();
    expect(screen.getByRole('button', { name: "Recharger l'écran" })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it.each([
    ['fr', 'Cet écran a rencontré une erreur', "Recharger l'écran"],
    ['en', 'This screen ran into an error', 'Reload the screen'],
    ['de', 'Auf dieser Seite ist ein Fehler aufgetreten', 'Seite neu laden'],
  ] as const)('passes the accessibility audit in %s', async (language, title, reload) => {
    initI18n(language);
    renderFailingScreen();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toHaveFocus();
    expect(screen.getByRole('button', { name: reload })).toBeVisible();
    await expectAccessible();
  });

  it('covers every screen of the signed-in shell', () => {
    const shell = routes.find((route) => 'children' in route && route.children);
    const guarded = (shell && 'children' in shell ? shell.children : undefined) ?? [];
    expect(guarded).toHaveLength(1);
    expect(guarded[0]?.errorElement).toBeDefined();
    expect(guarded[0]?.children?.some((route) => route.path === 'cases/:caseId')).toBe(true);
  });
});
