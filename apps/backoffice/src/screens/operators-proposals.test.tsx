import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { expectAccessible } from '../test/axe';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('fr');
});

const ADMIN = {
  ...SESSION,
  operator: { ...SESSION.operator, id: 'admin-1', role: 'administrator' as const },
};
const proposal = (overrides: Record<string, unknown> = {}) => ({
  id: 'p-1',
  email: 'sophie.durand@bank.example',
  name: 'Sophie Durand',
  role: 'supervisor',
  proposed_by: { id: 'admin-2', name: 'Chloé Admin' },
  proposed_at: '2026-11-25T09:00:00.000Z',
  ...overrides,
});
const LIST = {
  operators: [],
  invitations: [],
  invitation_proposals: [
    proposal(),
    proposal({
      id: 'p-2',
      email: 'marc.bernard@bank.example',
      name: 'Marc Bernard',
      role: 'administrator',
      proposed_by: { id: 'admin-1', name: 'Alice Martin' },
    }),
  ],
};

function operatorsApi() {
  return fakeApi((call) => {
    if (route(call) === 'GET /backoffice/session') return { body: ADMIN };
    if (route(call) === 'GET /backoffice/operators') return { body: LIST };
    if (route(call) === 'POST /backoffice/operators/invitation-proposals/p-1/confirm')
      return {
        body: {
          id: 'i-9',
          email: 'sophie.durand@bank.example',
          name: 'Sophie Durand',
          role: 'supervisor',
          created_at: '2026-11-25T10:00:00.000Z',
          expires_at: '2026-11-28T10:00:00.000Z',
          invited_by: { name: 'Chloé Admin' },
        },
      };
    if (route(call) === 'POST /backoffice/operators/invitations')
      return {
        status: 201,
        body: {
          status: 'awaiting_confirmation',
          ...proposal({ id: 'p-3', email: 'nina@bank.example', name: 'Nina Roy', role: 'administrator' }),
        },
      };
    return undefined;
  });
}

describe('invitations waiting for a second administrator', () => {
  it("offers another administrator's proposal to confirm or decline, one's own only to withdraw, and is accessible", async () => {
    const api = operatorsApi();
    renderApp('/operators');
    const table = await screen.findByRole('table', { name: 'Invitations en attente de confirmation' });
    const sophie = within(table).getByRole('row', { name: /Sophie Durand/ });
    expect(within(sophie).getByText('En attente de confirmation')).toBeInTheDocument();
    expect(
      within(sophie).getByRole('button', { name: "Refuser l'invitation de Sophie Durand" }),
    ).toBeEnabled();
    const marc = within(table).getByRole('row', { name: /Marc Bernard/ });
    expect(within(marc).queryByRole('button', { name: /Confirmer/ })).not.toBeInTheDocument();
    expect(within(marc).getByText(/un autre administrateur la confirme/)).toBeInTheDocument();
    expect(
      within(marc).getByRole('button', { name: "Retirer l'invitation de Marc Bernard" }),
    ).toBeInTheDocument();
    await expectAccessible();

    await userEvent
      .setup()
      .click(within(sophie).getByRole('button', { name: "Confirmer l'invitation de Sophie Durand" }));
    expect(await screen.findByText(/Invitation de Sophie Durand confirmée/)).toHaveAttribute(
      'role',
      'status',
    );
    const confirmed = api.calls.find((call) => route(call).endsWith('/p-1/confirm'));
    expect(confirmed?.headers['x-csrf-token']).toBe('csrf-123');
  });

  it('says an invitation to an administrator waits for confirmation, in English', async () => {
    changeLanguage('en');
    operatorsApi();
    renderApp('/operators');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Invitations awaiting confirmation' });
    const invite = screen.getByRole('region', { name: 'Invite an operator' });
    await user.type(within(invite).getByLabelText('E-mail address'), 'nina@bank.example');
    await user.type(within(invite).getByLabelText('Name'), 'Nina Roy');
    await user.selectOptions(within(invite).getByLabelText('Role'), 'administrator');
    await user.click(within(invite).getByRole('button', { name: /invitation/i }));
    expect(
      await screen.findByText(
        'Invitation of nina@bank.example proposed: it is e-mailed once another administrator confirms it.',
      ),
    ).toHaveAttribute('role', 'status');
    await expectAccessible();
  });
});
