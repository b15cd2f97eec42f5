import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './app';
import { ScreenError } from './screen-error';

function Failing(): never {
  throw new TypeError("Cannot read properties of null (reading 'sendWithPromise')");
}

describe('a screen that fails while drawing', () => {
  it('keeps the shell and says so in the operator’s language, focused, with a way to reload', async () => {
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
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cet écran a rencontré une erreur');
    expect(screen.getByRole('heading', { level: 1, name: 'Cet écran a rencontré une erreur' })).toHaveFocus();
    expect(screen.getByRole('button', { name: "Recharger l'écran" })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('covers every screen of the signed-in shell', () => {
    const shell = routes.find((route) => 'children' in route && route.children);
    const guarded = (shell && 'children' in shell ? shell.children : undefined) ?? [];
    expect(guarded).toHaveLength(1);
    expect(guarded[0]?.errorElement).toBeDefined();
    expect(guarded[0]?.children?.some((route) => route.path === 'cases/:caseId')).toBe(true);
  });
});
