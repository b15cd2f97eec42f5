import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JourneyRouteHandle } from '../../shared/journey/journey-routes';
import { keepPscSignIn } from '../../shared/pro-sante-connect/psc-sign-in-store';
import { firstSignIn, json } from '../../shared/pro-sante-connect/psc-test-fixtures';
import AccountCreatePage from './account-create-page';
import { markRequiredDocumentsSeen } from './required-documents-seen';

const VOUCHED_EMAIL = 'camille.martin@cabinet-martin.example.fr';

function renderAccountStep() {
  const handle: JourneyRouteHandle = { journey: 'signup', name: 'account-create', step: 'account' };
  const router = createMemoryRouter([{ path: '/signup', element: <AccountCreatePage />, handle }], {
    initialEntries: ['/signup'],
  });
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

afterEach(() => {
  vi.unstubAllGlobals();
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
