import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const figures = (overrides: Record<string, unknown> = {}) => ({
  from: '2026-10-28',
  to: '2026-11-26',
  by_status: [
    { status: 'journey_in_progress', count: 4 },
    { status: 'submitted', count: 2 },
    { status: 'open', count: 7 },
  ],
  started: 13,
  opened: 7,
  hours_to_open_median: 30,
  hours_to_open_p90: 94,
  at_risk: [],
  ...overrides,
});

describe('the dashboard', () => {
  it('shows the openings per status and the time from submission to opening, and reads another period', async () => {
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/screening/runs') return { body: [] };
      if (route(call) === 'GET /backoffice/dashboard') return { body: figures() };
      return undefined;
    });
    renderApp('/dashboard');
    const table = await screen.findByRole('table', { name: /selon leur état actuel/ });
    expect(within(table).getByRole('row', { name: 'Ouvert 7' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Soumis 2' })).toBeInTheDocument();
    expect(screen.getByText('30 heures')).toBeInTheDocument();
    expect(screen.getByText('3,9 jours')).toBeInTheDocument();
    expect(screen.getByText(/13 ouvertures commencées/)).toBeInTheDocument();
    const user = userEvent.setup();
    const from = screen.getByLabelText('Du');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await vi.waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('from')).toBe('2026-11-01'));
  });

  it('says why a period is refused', async () => {
    fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/screening/runs') return { body: [] };
      if (route(call) === 'GET /backoffice/dashboard')
        return {
          status: 422,
          body: {
            code: 'validation_failed',
            message: 'Des informations sont manquantes ou incorrectes.',
            fields: { to: 'La fin de la période doit suivre son début.' },
          },
        };
      return undefined;
    });
    renderApp('/dashboard?from=2026-11-20&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('La fin de la période doit suivre son début.');
  });
});
