import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

const ADMIN = {
  ...SESSION,
  operator: { ...SESSION.operator, id: 'admin-1', role: 'administrator' as const },
};
const operator = (overrides: Record<string, unknown> = {}) => ({
  id: 'op-2',
  email: 'bruno@bank.example',
  name: 'Bruno Petit',
  role: 'reviewer',
  status: 'active',
  last_signed_in_at: '2026-11-25T09:00:00.000Z',
  pending_grant: null,
  ...overrides,
});

describe('the operators page', () => {
  it('is in the navigation of an administrator only', async () => {
    fakeApi((call) =>
      route(call) === 'GET /backoffice/session' ? { body: SESSION } : { body: { items: [] } },
    );
    renderApp('/dashboard');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Opérateurs' })).not.toBeInTheDocument();
  });

  it("lists the operators, invites one, and offers the confirmation of another administrator's proposal only", async () => {
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: ADMIN };
      if (route(call) === 'GET /backoffice/operators')
        return {
          body: {
            operators: [
              operator({
                pending_grant: {
                  id: 'g-1',
                  role: 'supervisor',
                  proposed_by: { id: 'admin-2', name: 'Chloé Admin' },
                  proposed_at: '2026-11-25T09:00:00.000Z',
                },
              }),
              operator({
                id: 'op-3',
                name: 'Dora Vidal',
                email: 'dora@bank.example',
                pending_grant: {
                  id: 'g-2',
                  role: 'auditor',
                  proposed_by: { id: 'admin-1', name: 'Alice Martin' },
                  proposed_at: '2026-11-25T09:00:00.000Z',
                },
              }),
            ],
            invitations: [],
            invitation_proposals: [],
          },
        };
      if (route(call) === 'POST /backoffice/operators/invitations')
        return {
          status: 201,
          body: {
            status: 'sent',
            id: 'i-1',
            email: 'eva@bank.example',
            name: 'Eva Roux',
            role: 'reviewer',
            created_at: '2026-11-25T09:00:00.000Z',
            expires_at: '2026-11-28T09:00:00.000Z',
            invited_by: { name: 'Alice Martin' },
          },
        };
      return undefined;
    });
    renderApp('/operators');
    const table = await screen.findByRole('table', { name: 'Les opérateurs de la banque' });
    expect(screen.getByRole('link', { name: 'Opérateurs' })).toHaveAttribute('href', '/operators');
    const bruno = within(table).getByRole('row', { name: /Bruno Petit/ });
    expect(within(bruno).getByText(/Superviseur proposé par Chloé Admin/)).toBeInTheDocument();
    expect(within(bruno).getByRole('button', { name: 'Confirmer le rôle Superviseur' })).toBeInTheDocument();
    const dora = within(table).getByRole('row', { name: /Dora Vidal/ });
    expect(within(dora).queryByRole('button', { name: /Confirmer le rôle/ })).not.toBeInTheDocument();
    expect(within(dora).getByText(/un autre administrateur le confirme/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'eva@bank.example');
    await user.type(screen.getByLabelText('Nom'), 'Eva Roux');
    await user.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText('Invitation envoyée à eva@bank.example.')).toBeInTheDocument();
    const sent = api.calls.find((call) => route(call) === 'POST /backoffice/operators/invitations');
    expect(sent?.body).toEqual({ email: 'eva@bank.example', name: 'Eva Roux', role: 'reviewer' });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-123');
  });
});

describe('the invitation page', () => {
  it('takes the token from the link, sets the password and TOTP, and shows the recovery codes once', async () => {
    window.location.hash = '#tok-123';
    const api = fakeApi((call) => {
      if (route(call) === 'POST /backoffice/invitations/lookup')
        return {
          body: {
            purpose: 'invitation',
            email: 'eva@bank.example',
            name: 'Eva Roux',
            role: 'reviewer',
            totp_secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/Bank:eva%40bank.example?secret=JBSWY3DPEHPK3PXP',
            expires_at: '2026-11-28T09:00:00.000Z',
          },
        };
      if (route(call) === 'POST /backoffice/invitations/accept')
        return { body: { email: 'eva@bank.example', recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] } };
      return undefined;
    });
    renderApp('/invitation');
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    // The phone in the operator's hand reads the account from the screen.
    const qr = await screen.findByRole('img', {
      name: "QR code du compte à ajouter dans l'application d'authentification",
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Choisissez un mot de passe'), 'Dossiers-bien-tenus-2026');
    await user.type(screen.getByLabelText(/Code affiché par l'application/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    const codes = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(2);
    const accepted = api.calls.find((call) => route(call) === 'POST /backoffice/invitations/accept');
    expect(accepted?.body).toEqual({
      token: 'tok-123',
      password: 'Dossiers-bien-tenus-2026',
      code: '123456',
    });
    expect(api.calls.some((call) => call.url.href.includes('tok-123'))).toBe(false);
  });
});
