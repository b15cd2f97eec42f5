import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JourneyLayout } from './journey-layout';

// The step menu beside a page: after the terms are signed (the success page, "Ma demande", the
// capital deposit), every step is behind the customer, whatever this device remembers.
function renderAt(name: string, step: string | null) {
  const router = createMemoryRouter(
    [
      {
        path: '/signup',
        element: <JourneyLayout journey="signup" />,
        children: [{ path: 'page', handle: { journey: 'signup', name, step }, element: <h1>Page</h1> }],
      },
    ],
    { initialEntries: ['/signup/page'] },
  );
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('navigation', { name: /étapes/i }));
}

describe('the step menu', () => {
  it.each(['success', 'application', 'capital-deposit'])('marks every step done on the %s page', (name) => {
    const menu = renderAt(name, null);
    const steps = menu.getAllByRole('listitem');
    expect(steps.length).toBeGreaterThanOrEqual(3);
    for (const step of steps) expect(step).toHaveTextContent('(terminée)');
    expect(menu.queryByText(/en cours/)).toBeNull();
  });

  it('marks the step of a page in the journey as the current one', () => {
    const menu = renderAt('company', 'company');
    const current = menu
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
  });
});
