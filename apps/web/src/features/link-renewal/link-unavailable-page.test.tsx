import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LinkUnavailablePage from './link-unavailable-page';

const askForNewLink = vi.hoisted(() => vi.fn());
vi.mock('./link-renewal-api', () => ({ askForNewLink }));

function renderPage(reason: string) {
  const router = createMemoryRouter([{ path: '/link-unavailable', element: <LinkUnavailablePage /> }], {
    initialEntries: [`/link-unavailable?reason=${reason}`],
  });
  render(<RouterProvider router={router} />);
}

const email = () => screen.getByRole('textbox', { name: /^Adresse e-mail/ });
const send = () => screen.getByRole('button', { name: 'Envoyer un nouveau lien' });

describe('the page of a link that can no longer be used', () => {
  beforeEach(() => askForNewLink.mockReset());

  it.each([
    ['expired', "Ce lien n'est plus valable", /a expiré ou a déjà été utilisé/],
    ['used', 'Ce lien a déjà servi', /est terminée/],
    ['withdrawn', 'Cette demande a été annulée', /a été annulée : il ne peut plus/],
    ['unknown', "Ce lien n'est pas reconnu", /incomplet/],
  ])('says why (%s)', (reason, title, why) => {
    renderPage(reason);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(why)).toBeVisible();
  });

  it('refuses a malformed address at its field and sends nothing', async () => {
    renderPage('expired');
    await userEvent.type(email(), 'ines.roussel');
    await userEvent.click(send());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(askForNewLink).not.toHaveBeenCalled();
  });

  it('asks for a new link and answers without telling whether a request matches', async () => {
    askForNewLink.mockResolvedValue({ accepted: true });
    renderPage('used');
    await userEvent.type(email(), 'ines.roussel@example.test');
    await userEvent.click(send());
    expect(askForNewLink).toHaveBeenCalledWith({ email: 'ines.roussel@example.test' });
    expect(
      await screen.findByText(/Si une demande d'ouverture en cours correspond à cette adresse/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Envoyer un nouveau lien' })).toBeNull();
  });
});
